/** The key without the spaces it may be shown or sent with: what goes to the clipboard. */
export function plainSecret(secret: string): string {
  return secret.replace(/\s+/g, '');
}

/**
 * The key in groups of four, as authenticator apps show it, so it can be read out and typed by hand
 * without losing one's place: 'JBSWY3DPEHPK3PXP' becomes 'JBSW Y3DP EHPK 3PXP'.
 */
export function groupSecret(secret: string, size = 4): string {
  const plain = plainSecret(secret);
  const groups: string[] = [];
  for (let start = 0; start < plain.length; start += size) groups.push(plain.slice(start, start + size));
  return groups.join(' ');
}
