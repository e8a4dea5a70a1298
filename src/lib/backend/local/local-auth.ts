import { AuthError } from '../errors';
import { newDocumentId } from '../new-id';
import type { AuthService, AuthUser, Unsubscribe } from '../types';
import type { LocalDatabase, StoredAccount } from './local-database';
import { hashPassword, verifyPassword } from './password-hash';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 6;

function checkStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError('weak-password', 'パスワードは6文字以上で入力してください');
  }
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Accounts live in IndexedDB with salted PBKDF2 hashes; the signed-in user is remembered in
 * localStorage so a reload keeps the session, as Firebase Auth does.
 */
export class LocalAuth implements AuthService {
  private readonly listeners = new Set<(user: AuthUser | null) => void>();
  private current: AuthUser | null;

  constructor(
    private readonly db: LocalDatabase,
    private readonly sessionKey = `${db.name}.session`,
  ) {
    this.current = readSession(sessionKey);
  }

  onAuthStateChanged(callback: (user: AuthUser | null) => void): Unsubscribe {
    this.listeners.add(callback);
    queueMicrotask(() => this.listeners.has(callback) && callback(this.current));
    return () => this.listeners.delete(callback);
  }

  async signIn(email: string, password: string): Promise<AuthUser> {
    const account = await this.verifiedAccount(email, password);
    return this.setCurrent({ uid: account.uid, email: account.email });
  }

  /** The signed-in user, or null (what onAuthStateChanged last reported). */
  currentUser(): AuthUser | null {
    return this.current;
  }

  /** Creates an account without signing in: the current session is untouched. */
  async createAccount(email: string, password: string, uid = newDocumentId()): Promise<AuthUser> {
    const normalised = normaliseEmail(email);
    if (!EMAIL_PATTERN.test(normalised))
      throw new AuthError('invalid-email', '無効なメールアドレスです');
    checkStrength(password);
    if (await this.db.get('accounts', normalised)) {
      throw new AuthError('email-already-in-use', 'このメールアドレスは既に使用されています');
    }
    const hashed = await hashPassword(password);
    await this.db.put('accounts', { email: normalised, uid, ...hashed, createdAt: new Date() });
    return { uid, email: normalised };
  }

  async checkPassword(email: string, password: string): Promise<AuthUser> {
    const account = await this.verifiedAccount(email, password);
    return { uid: account.uid, email: account.email };
  }

  async changeOwnPassword(newPassword: string): Promise<void> {
    if (!this.current?.email) {
      throw new AuthError('requires-recent-login', 'ログインし直してください');
    }
    const account = await this.db.get('accounts', normaliseEmail(this.current.email));
    if (!account || account.uid !== this.current.uid) {
      throw new AuthError('requires-recent-login', 'ログインし直してください');
    }
    await this.storePassword(account, newPassword);
  }

  async changePasswordWithCurrent(request: {
    email: string;
    currentPassword: string;
    newPassword: string;
    uid?: string;
  }): Promise<void> {
    const account = await this.verifiedAccount(request.email, request.currentPassword);
    if (request.uid !== undefined && account.uid !== request.uid) {
      throw new AuthError('invalid-credential', 'メールアドレスまたはパスワードが違います');
    }
    await this.storePassword(account, request.newPassword);
  }

  private async verifiedAccount(email: string, password: string): Promise<StoredAccount> {
    const account = await this.db.get('accounts', normaliseEmail(email));
    if (!account || !(await verifyPassword(password, account))) {
      throw new AuthError('invalid-credential', 'メールアドレスまたはパスワードが違います');
    }
    return account;
  }

  private async storePassword(account: StoredAccount, newPassword: string): Promise<void> {
    checkStrength(newPassword);
    await this.db.put('accounts', { ...account, ...(await hashPassword(newPassword)) });
  }

  async signOut(): Promise<void> {
    this.setCurrent(null);
  }

  private setCurrent<T extends AuthUser | null>(user: T): T {
    this.current = user;
    try {
      if (user) localStorage.setItem(this.sessionKey, JSON.stringify(user));
      else localStorage.removeItem(this.sessionKey);
    } catch {
      // Storage can be disabled (private mode); the session then lasts for this page only.
    }
    for (const listener of this.listeners) listener(user);
    return user;
  }
}

function readSession(key: string): AuthUser | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'uid' in parsed &&
      typeof parsed.uid === 'string'
    ) {
      const email = 'email' in parsed && typeof parsed.email === 'string' ? parsed.email : null;
      return { uid: parsed.uid, email };
    }
  } catch {
    // A corrupt or unreadable session just means nobody is signed in.
  }
  return null;
}
