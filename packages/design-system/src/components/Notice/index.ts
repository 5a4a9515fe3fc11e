export { Notice, noticeRoles, noticeTones, type NoticeProps, type NoticeRole, type NoticeTone } from './Notice';
