import { generateSecret, generateURI, verify } from 'otplib';

/** Codes of the previous and the next 30-second step are accepted too (a phone's clock drifts). */
const TOLERANCE_SECONDS = 30;
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads (as a QR code or typed), labelled with chain and e-mail. */
export function otpauthUri(issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The time step the code belongs to when it is valid at `nowMs`, else undefined. */
export async function totpStepOf(secret: string, code: string, nowMs: number): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    period: PERIOD_SECONDS,
  });
  if (!result.valid) return undefined;
  // A TOTP verification always answers its time step (otplib's TOTP result).
  return 'timeStep' in result ? result.timeStep : undefined;
}
