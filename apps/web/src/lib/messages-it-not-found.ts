import { addMessages } from './i18n-bundles';

/** The not-found page's texts (spec §8 'Pagina non Trovata'), loaded with that page. */
export const notFoundMessagesIt = {
  notFoundPage: {
    title: 'Pagina non Trovata',
    text: 'La pagina che cerchi non esiste più o l’indirizzo non è corretto.',
  },
};

addMessages(notFoundMessagesIt);
