import { addMessages } from './i18n-bundles';

/** The texts of the cookie banner and the cookie centre: they load with them, not with the first page. */
export const consentMessagesIt = {
  consent: {
    bannerTitle: 'La tua privacy',
    bannerText:
      'Usiamo cookie tecnici, necessari a far funzionare il negozio. Con il tuo consenso useremo anche strumenti di statistica e di profilazione. Puoi cambiare idea quando vuoi da “Preferenze cookie”, in fondo alla pagina.',
    bannerAnonymous:
      'Contiamo inoltre le visite in forma anonima, senza identificarti e senza salvare nulla nel tuo browser.',
    cookiePolicy: 'Cookie policy',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    customise: 'Personalizza',
    centerTitle: 'Preferenze cookie',
    centerIntro:
      'Scegli quali cookie e strumenti di misura può usare {{brandName}}. I cookie tecnici servono a far funzionare il negozio e sono sempre attivi; gli altri si attivano solo con il tuo consenso. La scelta vale per sei mesi, poi te la chiederemo di nuovo.',
    technicalTitle: 'Tecnici',
    technicalText:
      'Mantengono l’accesso al tuo account e il carrello e ricordano questa scelta. Sono necessari e non si possono disattivare.',
    analyticsTitle: 'Statistiche',
    analyticsFirstParty:
      'Ricordano il tuo browser con un codice casuale, senza nome, e-mail né indirizzo IP, per capire come si svolge la spesa da una visita all’altra. I dati restano sui server di {{brandName}}. Senza consenso contiamo solo le visite in forma anonima, senza salvare nulla nel browser.',
    analyticsGa4:
      'Caricano Google Analytics (Google Ireland Ltd), che salva i propri cookie (_ga) per misurare le visite e gli acquisti.',
    analyticsGtm:
      'Caricano Google Tag Manager (Google Ireland Ltd), che attiva gli strumenti di misura configurati da {{brandName}} e i relativi cookie (_ga).',
    analyticsMatomo:
      'Caricano Matomo da {{host}}, che salva i propri cookie (_pk_) per misurare le visite e gli acquisti.',
    analyticsNone: 'Questo negozio non usa strumenti di statistica: la scelta vale se ne attiverà.',
    profilationTitle: 'Profilazione',
    profilationGoogle:
      'Permettono a Google di usare la tua navigazione per la pubblicità personalizzata. Senza consenso Google riceve solo le misure statistiche che hai accettato.',
    profilationNone:
      'Servono a proporti offerte e pubblicità in base alla tua navigazione. Oggi questo negozio non usa strumenti di profilazione: la scelta vale se ne attiverà.',
    alwaysOn: 'Sempre attivi',
    save: 'Salva le mie scelte',
    saved: 'Preferenze cookie salvate.',
    savedOn: 'Scelta salvata il {{date}}. Codice della scelta: {{uuid}}.',
    notChosen: 'Non hai ancora espresso una scelta.',
  },
};

addMessages(consentMessagesIt);
