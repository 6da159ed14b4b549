/** The remembered page password in localStorage ('wspkt'); storage may be unavailable. */
import { PASSWORD_STORAGE_KEY } from './securedPage.ts';

export function readStoredPassword(): string | null {
  try {
    return window.localStorage.getItem(PASSWORD_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storePassword(password: string): void {
  try {
    window.localStorage.setItem(PASSWORD_STORAGE_KEY, password);
  } catch {
    // Private mode or full storage: the visitor just types it again next time.
  }
}

export function forgetStoredPassword(): void {
  try {
    window.localStorage.removeItem(PASSWORD_STORAGE_KEY);
  } catch {
    // Nothing stored we could reach.
  }
}
