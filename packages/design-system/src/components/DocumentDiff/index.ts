export { DocumentDiff, documentDiffTexts, type DocumentDiffProps } from './DocumentDiff';
export {
  diffDocuments,
  type DiffBlock,
  type DiffBlockChange,
  type DiffPart,
  type DiffPartChange,
  type DocumentDifference,
} from './diffDocuments';
export { diffBlockKinds, type DiffBlockKind } from './documentBlocks';
