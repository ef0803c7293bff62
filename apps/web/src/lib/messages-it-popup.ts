import { addMessages } from './i18n-bundles';

/** The texts of the message popup (spec §8), loaded with its dialog. */
export const popupMessagesIt = {
  popup: {
    title: 'Attenzione',
    ok: 'Ho capito',
  },
};

addMessages(popupMessagesIt);
