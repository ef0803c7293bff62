import { addMessages } from './i18n-bundles';

/** The home's postal-code check for visitors ('Consegniamo da te?'): loaded with the widget, not the home. */
export const deliveryCheckMessagesIt = {
  deliveryCheck: {
    title: 'Consegniamo da te?',
    intro: 'Scrivi il tuo CAP: ti diciamo subito se arriviamo a casa tua e quanto costa la consegna.',
    postalCode: 'CAP',
    submit: 'Verifica',
    invalid: 'Il CAP è di 5 cifre.',
    served: 'Sì, consegniamo a domicilio nel CAP {{postalCode}}.',
    fee: 'Costo della consegna: {{fee}}',
    freeFee: 'Consegna gratuita',
    freeFrom: 'Consegna gratuita da {{amount}} di spesa',
    minimum: 'Spesa minima: {{amount}}',
    noMinimum: 'Nessuna spesa minima',
    start: 'Accedi e inizia la spesa',
    notServed: 'Non consegniamo ancora a domicilio nel CAP {{postalCode}}.',
    notServedHint:
      'Puoi ritirare la spesa in negozio. Lasciaci l’indirizzo e ti scriviamo quando la consegna arriva da te.',
    street: 'Via e numero civico',
    city: 'Comune',
    province: 'Provincia (sigla)',
    error: 'Non è stato possibile verificare il CAP. Riprova tra qualche minuto.',
  },
};

addMessages(deliveryCheckMessagesIt);
