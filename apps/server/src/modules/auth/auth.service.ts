import { COMPLETE_PROFILE_LEVEL } from '@spesa/shared/account/user-detail.contract';
import { LOGIN_FAILED_MESSAGE } from '@spesa/shared/auth/login.contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.js';
import type { WorkGate } from '../../lib/work-gate.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartAccessService } from '../cart/cart-access.service.js';
import type { HumanCheckService } from '../human-check/human-check.service.js';
import * as repo from './auth.repository.js';
import type { LoginThrottle } from './login-throttle.js';
import type { SessionUser } from './session-user.js';

/** The account a login names, as the shopper service finds it. */
type LoginUser = NonNullable<Awaited<ReturnType<ShopperService['findForLogin']>>>;

const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;

export interface LoginResult {
  token: string;
  expiresAt: number;
  rememberMe: boolean;
  user: SessionUser;
  cartId: number;
}

export interface AuthService {
  login(input: {
    tenantId: string;
    login: string;
    password: string;
    rememberMe: boolean;
    ip: string;
    previousToken: string | undefined;
    /** spec §7 token_recaptcha: asked for once the account or the address has recent failures. */
    humanCheckToken?: string | undefined;
    /** Aborted when the client goes away: a login still waiting for its password check is dropped. */
    signal?: AbortSignal;
  }): Promise<LoginResult>;
  /**
   * Signs in the account whose registration has just been confirmed with its e-mailed code (the code proves
   * the address, as the password would): a remembered session, as the login form's default.
   */
  signInConfirmed(input: {
    tenantId: string;
    email: string;
    previousToken: string | undefined;
  }): Promise<LoginResult>;
  logout(tenantId: string, token: string | undefined): Promise<void>;
  resolveSession(
    tenantId: string,
    token: string,
  ): Promise<{ user: SessionUser; tokenHash: string } | undefined>;
  /** Inside the caller's transaction: ends every session of the user but the one whose hash is kept. */
  endSessionsOfUser(trx: Db, tenantId: string, userId: number, keepTokenHash?: string): Promise<void>;
}

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  sessionTtlMs: number;
  shoppers: ShopperService;
  cartAccess: CartAccessService;
  throttle: LoginThrottle;
  /** Bounds the password checks running and waiting, so a login storm is shed instead of queued. */
  passwordChecks: WorkGate;
  humanCheck: HumanCheckService;
  /** The human check is asked for from this many recent failures of the account, or of the address, on. */
  humanCheckAfter: { account: number; address: number };
}): AuthService {
  const { db, clock } = deps;

  /** A new session for a shopper whose identity has just been proven. */
  async function openSession(input: {
    tenantId: string;
    user: LoginUser;
    rememberMe: boolean;
    previousToken: string | undefined;
    now: number;
  }): Promise<LoginResult> {
    const { tenantId, user, rememberMe, previousToken, now } = input;
    // A new id at every login: a session fixed before login is never promoted.
    if (previousToken) await repo.deleteSession(db, tenantId, hashSessionToken(previousToken));
    const token = newSessionToken();
    const expiresAt = now + (rememberMe ? deps.sessionTtlMs : SHORT_SESSION_MS);
    await repo.insertSession(db, {
      tokenHash: hashSessionToken(token),
      tenantId,
      userId: user.id,
      rememberMe,
      now,
      expiresAt,
    });
    const cartId = await deps.cartAccess.findOrCreateOpen(db, tenantId, user.id, now);
    return {
      token,
      expiresAt,
      rememberMe,
      cartId,
      user: {
        userId: user.id,
        login: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileConfirmed: user.profileLevel >= COMPLETE_PROFILE_LEVEL,
        profileLevel: user.profileLevel,
      },
    };
  }

  return {
    endSessionsOfUser: repo.deleteSessionsOfUser,

    async login({ tenantId, login, password, rememberMe, ip, previousToken, humanCheckToken, signal }) {
      const attempt = { tenantId, login: login.trim().toLowerCase(), ip };
      const now = clock.now();

      // spec §7: after failures a login carries a human-check token; refused, no attempt is taken.
      const failures = await deps.throttle.recentFailures(attempt, now);
      const after = deps.humanCheckAfter;
      if (failures.account >= after.account || failures.address >= after.address) {
        await deps.humanCheck.verify({ tenantId, action: 'login', token: humanCheckToken, ip });
      }

      // Counted before the password is checked: of concurrent guesses, only the allowed number is checked.
      await deps.throttle.admit(attempt, now);
      const user = await deps.shoppers.findForLogin(db, tenantId, attempt.login);
      const valid = await deps.passwordChecks
        .run(
          () => (user ? verifyPassword(password, user.passwordHash) : verifyAgainstDummy(password)),
          signal,
        )
        .catch(async (error: unknown) => {
          // Shed or abandoned before the check: the attempt was not made, so it does not count.
          await deps.throttle.notMade(attempt, now);
          throw error;
        });
      if (!user || !valid) {
        await deps.throttle.prune(now);
        // The same answer for an unknown e-mail and a wrong password: no account enumeration.
        throw new DomainError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE);
      }
      await deps.throttle.succeeded(attempt, now);

      return openSession({ tenantId, user, rememberMe, previousToken, now });
    },

    async signInConfirmed({ tenantId, email, previousToken }) {
      const user = await deps.shoppers.findForLogin(db, tenantId, email.trim().toLowerCase());
      if (!user) throw new DomainError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE);
      return openSession({ tenantId, user, rememberMe: true, previousToken, now: clock.now() });
    },

    async logout(tenantId, token) {
      if (token) await repo.deleteSession(db, tenantId, hashSessionToken(token));
    },

    async resolveSession(tenantId, token) {
      const tokenHash = hashSessionToken(token);
      const session = await repo.findLiveSession(db, tenantId, tokenHash, clock.now());
      if (!session) return undefined;
      return {
        tokenHash,
        user: {
          userId: session.userId,
          login: session.email,
          firstName: session.firstName,
          lastName: session.lastName,
          profileConfirmed: session.profileLevel >= COMPLETE_PROFILE_LEVEL,
          profileLevel: session.profileLevel,
        },
      };
    },
  };
}
