import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMailPars } from '../../../testing/build-content';
import { renderWithProviders } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { CustomerServiceForm } from './customer-service-form';

interface SentForm {
  url: string;
  body: FormData;
}

/** A stand-in for XMLHttpRequest (the form posts with it to report upload progress). */
function stubXhr(answer: (form: FormData) => { status: number; body: unknown }) {
  const sent: SentForm[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    upload = new EventTarget();
    private url = '';
    private listeners = new EventTarget();
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    addEventListener(type: string, listener: EventListener) {
      this.listeners.addEventListener(type, listener);
    }
    abort() {}
    send(body: FormData) {
      sent.push({ url: this.url, body });
      const { status, body: json } = answer(body);
      queueMicrotask(() => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 1 }),
        );
        this.status = status;
        this.responseText = JSON.stringify(json);
        this.listeners.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function renderForm(orderNumber?: string) {
  stubFetch({ 'GET /p/wp-json/wp/v2/get_mail_pars': { body: buildMailPars() } });
  return renderWithProviders(<CustomerServiceForm orderNumber={orderNumber} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('CustomerServiceForm', () => {
  it('builds the fields from the form definition and pre-fills the order number', async () => {
    renderForm('1042');
    expect(await screen.findByRole('textbox', { name: /Nome e cognome/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Numero d’ordine/ })).toHaveProperty('value', '1042');
    expect(screen.getByRole('combobox', { name: /Argomento/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allega un file' })).toBeTruthy();
  });

  it('shows the spec §5 messages under each required field and sends nothing', async () => {
    const sent = stubXhr(() => ({ status: 200, body: {} }));
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));

    const name = screen.getByRole('textbox', { name: /Nome e cognome/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: /Telefono/ }).getAttribute('aria-invalid')).toBe('false');
    expect(sent).toEqual([]);
  });

  it('refuses a malformed e-mail and phone number with the shared validators’ messages', async () => {
    stubXhr(() => ({ status: 200, body: {} }));
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'mario@example');
    await user.type(screen.getByRole('textbox', { name: /Telefono/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

    expect(await screen.findByText('Digitare una e-mail valida')).toBeTruthy();
    expect(screen.getByText('Digitare un numero di telefono valido')).toBeTruthy();
  });

  it('refuses an attachment of the wrong type before uploading it', async () => {
    const sent = stubXhr(() => ({ status: 200, body: {} }));
    renderForm();
    // The picker's `accept` would hide the file: a shopper can still pick "all files".
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Allegato', { selector: 'input' });
    await user.upload(input, new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Formato non consentito: puoi allegare solo file PDF, JPEG, PNG o WebP.',
    );
    expect(sent).toEqual([]);
  });

  it('uploads the attachment, sends the form with its id and shows the success message of the answer', async () => {
    const sent = stubXhr((form) =>
      form.get('action') === 'nf_fu_upload'
        ? {
            status: 200,
            body: {
              data: { files: [{ id: 'up-1', name: 'scontrino.png', size: 4, type: 'image/png' }] },
              errors: [],
            },
          }
        : {
            status: 200,
            body: { data: { actions: { success_message: '<p>Richiesta n. 77 ricevuta.</p>' } }, errors: [] },
          },
    );
    const { user } = renderForm('1042');
    await user.type(await screen.findByRole('textbox', { name: /Nome e cognome/ }), 'Mario Rossi');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'mario.rossi@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Argomento/ }), 'consegna');
    await user.type(screen.getByRole('textbox', { name: /Messaggio/ }), 'La spesa è arrivata in ritardo.');
    await user.upload(
      screen.getByLabelText('Allegato', { selector: 'input' }),
      new File(['\x89PNG'], 'scontrino.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(/scontrino\.png allegato/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Richiesta n. 77 ricevuta.')).toBeTruthy();
    const [upload, submit] = sent;
    expect(upload!.url).toBe('/p/wp-admin/admin-ajax.php');
    expect(upload!.body.get('nonce')).toBe('nonce-1');
    expect(upload!.body.get('field_id')).toBe('7');
    expect(submit!.body.get('action')).toBe('nf_ajax_submit');
    expect(submit!.body.get('security')).toBe('nonce-1');
    const formData = JSON.parse(String(submit!.body.get('formData'))) as {
      id: number;
      fields: Record<string, { value: unknown }>;
    };
    expect(formData.id).toBe(5);
    expect(formData.fields['4']!.value).toBe('1042');
    expect(formData.fields['7']!.value).toEqual(['up-1']);
  });

  it('shows the server’s refusal under the field it names', async () => {
    stubXhr(() => ({
      status: 400,
      body: {
        data: {},
        errors: {
          form: { all: 'Controlla i campi evidenziati.' },
          fields: { '2': 'Indirizzo non raggiungibile' },
        },
      },
    }));
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /Nome e cognome/ }), 'Mario Rossi');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'mario.rossi@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Argomento/ }), 'pagamento');
    await user.type(screen.getByRole('textbox', { name: /Messaggio/ }), 'Domanda sul pagamento.');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));

    expect(await screen.findByText('Indirizzo non raggiungibile')).toBeTruthy();
    expect(screen.getByText('Controlla i campi evidenziati.')).toBeTruthy();
  });
});
