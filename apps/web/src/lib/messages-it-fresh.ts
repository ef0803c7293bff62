import { addMessages } from './i18n-bundles';

/**
 * The texts of fresh food: weight or pieces on a product sold by weight, the note for the counter, and the
 * back-in-stock request with its similar products. They load with those parts, not with the first page.
 */
export const freshMessagesIt = {
  fresh: {
    howLabel: 'Come lo vuoi',
    byWeight: 'A peso',
    byPieces: 'A pezzi',
    aboutPieces: 'circa {{pieces}} pz ≈ {{weight}}',
    piecesEstimate: '{{pieces}} pz ≈ {{weight}}: circa {{price}}',
    piecesHint: 'Il peso di un pezzo è una media: paghi il peso effettivo.',
    noteAdd: 'Aggiungi una nota per il banco',
    noteLabel: 'Nota per il banco',
    noteHelper: 'Es. "a fette sottili", "ben matura" (max {{max}} caratteri)',
    noteSave: 'Salva nota',
    noteEdit: 'Modifica nota per il banco',
    noteSaved: 'Nota per il banco salvata',
    noteError: 'Non è stato possibile salvare la nota',
    notifyAction: 'Avvisami quando torna disponibile',
    notifyRequested: 'Ti avviseremo quando torna disponibile',
    notifyError: 'Non è stato possibile registrare la richiesta',
    similarTitle: 'Prodotti simili disponibili',
  },
};

addMessages(freshMessagesIt);
