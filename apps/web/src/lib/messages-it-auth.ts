import { addMessages } from './i18n-bundles';

/**
 * The texts of the login form and dialog (spec §2 "Dialogs": Login): they load with the form, not with the
 * storefront's first page. A key of its own beside messages-it's `auth`, so the two bundles never merge.
 */
export const authMessagesIt = {
  authForm: {
    loginTitle: 'Accedi',
    loginIntro: 'Accedi con la tua e-mail per fare la spesa.',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Mostra la password',
    hidePassword: 'Nascondi la password',
    rememberMe: 'Ricordami',
    forgotPassword: 'Hai dimenticato la password?',
    submit: 'Accedi',
    noAccount: 'Non hai ancora un account?',
    register: 'Registrati',
    homeDelivery: 'Scopri come funziona la consegna a casa',
    closeDialog: 'Chiudi',
    validation: {
      emailRequired: "Digitare l'e-mail",
      emailInvalid: 'Digitare una e-mail valida',
      passwordRequired: 'Digitare la password',
    },
  },
};

addMessages(authMessagesIt);
