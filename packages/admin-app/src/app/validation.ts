/** Form checks shared by the login, support and profile forms; messages say what to do. */

// The same shape browsers accept for type="email": something@something.something, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a bad email, or undefined when it is fine. */
export function emailError(value: string): string | undefined {
  if (value.trim() === '') return 'Email is required.';
  if (!emailPattern.test(value.trim())) return 'Enter a valid email address, such as name@example.com.';
  return undefined;
}

/** The message for an empty required field, or undefined. */
export function requiredError(value: string, label: string): string | undefined {
  return value.trim() === '' ? `${label} is required.` : undefined;
}
