// HS256 JWTs with jose (WebCrypto, so the same code runs in Node and in the browser).
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Role } from '@balance/api-client';
import { ROLES } from '@balance/domain';

export type Claims = { userId: number; role: Role; officeId: number; userName: string };

export type VerifyResult =
  | { ok: true; claims: Claims; expiresAt: Date }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' };

/** A development secret: the mock is not a security boundary. `MOCK_JWT_SECRET` overrides it in Node. */
export const DEFAULT_SECRET = 'balance-mock-backend-development-secret-do-not-use-in-production';
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(
  claims: Claims,
  options: { secret?: string; now?: Date; ttlSeconds?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const nowSec = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const exp = nowSec + (options.ttlSeconds ?? TOKEN_TTL_SECONDS);
  const token = await new SignJWT({ role: claims.role, officeId: claims.officeId, userName: claims.userName })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(nowSec)
    .setExpirationTime(exp)
    .setIssuer('balance-mock')
    .sign(key(options.secret ?? DEFAULT_SECRET));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Reads the bearer token of an Authorization header and verifies it. */
export async function verifyAuthorization(
  header: string | null,
  options: { secret?: string; now?: Date } = {},
): Promise<VerifyResult> {
  if (!header || header.trim() === '') return { ok: false, reason: 'missing' };
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/i.exec(header);
  if (!match?.[1]) return { ok: false, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(match[1], key(options.secret ?? DEFAULT_SECRET), {
      algorithms: ['HS256'],
      issuer: 'balance-mock',
      currentDate: options.now,
    });
    const userId = Number(payload.sub);
    const role = ROLES.find((r) => r === payload.role);
    const officeId = payload.officeId;
    const userName = payload.userName;
    if (
      !Number.isInteger(userId) ||
      !role ||
      typeof officeId !== 'number' ||
      typeof userName !== 'string' ||
      !payload.exp
    ) {
      return { ok: false, reason: 'malformed' };
    }
    return {
      ok: true,
      claims: { userId, role, officeId, userName },
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'forged' };
    return { ok: false, reason: 'malformed' };
  }
}
