import { describe, expect, it } from 'vitest';
import { getTenant } from '@spesa/tenants/tenants';
import { fiscalCodeCheckCharacter } from '@spesa/shared/validation/validators';
import { registrationConfirmMail } from './account-mail.js';

const code = (body: string) => `${body}${fiscalCodeCheckCharacter(body)}`;
const tenant = getTenant('castoro');
const mail = (fiscalCode?: string | null) =>
  registrationConfirmMail(
    tenant,
    'http://castoro.localhost:8080',
    'a@example.com',
    'Andrea',
    'c0de',
    fiscalCode,
  );

describe('the registration e-mail follows the gender the codice fiscale records, else the neutral form', () => {
  it('agrees with a man, a woman, and says it neutrally without a fiscal code', () => {
    expect(mail(code('RSSNDR80A01L378')).text).toMatch(
      /^Caro Andrea,\n\ngrazie per esserti registrato a Castoro Supermercati\./,
    );
    expect(mail(code('RSSNDR80A01L378')).text).toContain('Se non sei stato tu, ignora');
    const woman = mail(code('RSSNDR80A41L378'));
    expect(woman.text).toMatch(/^Cara Andrea,\n\ngrazie per esserti registrata a /);
    expect(woman.text).toContain('Se non sei stata tu, ignora');
    for (const neutral of [mail(null), mail(undefined), mail('')]) {
      expect(neutral.text).toMatch(/^Gentile cliente,\n\ngrazie per la tua registrazione a /);
      expect(neutral.text).toContain('Se la richiesta non è partita da te, ignora');
      expect(neutral.text).not.toMatch(/registrat[oa]\b|stat[oa] tu/);
    }
  });
});
