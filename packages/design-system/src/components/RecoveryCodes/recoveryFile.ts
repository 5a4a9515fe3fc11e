import { downloadFile } from '../../utils/downloadFile';

/** The first line of the saved file, so whoever finds it later knows what it is. */
export const recoveryFileHeader = 'Chairside back-office recovery codes. Each code works once.';

/** The default text of the saved file: the header line, then one code per line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return `${[recoveryFileHeader, ...codes].join('\n')}\n`;
}

/** Saves plain text as a file through the browser's download (see downloadFile). */
export const downloadText = (fileName: string, text: string): void => downloadFile(fileName, text, 'text/plain;charset=utf-8');
