import { COMPLETE_PROFILE_LEVEL } from '@spesa/shared/account/user-detail.contract';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  MAX_LOGIN_FAILURES,
} from '@spesa/shared/auth/login.contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/domain-error.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.js';
import type { ShopperService } from '../account/shopper.service.js';
import type { CartAccessService } from '../cart/cart-access.service.js';
import * as repo from './auth.repository.js';
import type { SessionUser } from './session-user.js';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
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
}): AuthService {
  const { db, clock } = deps;

  return {
    endSessionsOfUser: repo.deleteSessionsOfUser,

    async login({ tenantId, login, password, rememberMe, ip, previousToken }) {
      const email = login.trim().toLowerCase();
      const key = { tenantId, login: email, ip };
      const now = clock.now();
      const windowStart = now - FAILURE_WINDOW_MS;

      const failures = await repo.findLoginFailures(db, key);
      if (failures && failures.failures >= MAX_LOGIN_FAILURES && failures.firstFailureAt >= windowStart) {
        throw new DomainError('LOGIN_THROTTLED', LOGIN_THROTTLED_MESSAGE, 429, 1);
      }

      const user = await deps.shoppers.findForLogin(db, tenantId, email);
      const valid = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await repo.recordLoginFailure(db, key, now, windowStart);
        // The same answer for an unknown e-mail and a wrong password: no account enumeration.
        throw new DomainError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE);
      }
      await repo.clearLoginFailures(db, key);

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
