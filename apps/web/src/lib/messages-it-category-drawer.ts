import { addMessages } from './i18n-bundles';

/** The category drawer's texts (spec §2 "Shell layout", left drawer): they load with the drawer. */
export const categoryDrawerMessagesIt = {
  categories: {
    drawerTitle: 'Reparti',
    closeDrawer: 'Chiudi il menu dei reparti',
    showAll: 'Vedi tutto: {{name}}',
  },
};

addMessages(categoryDrawerMessagesIt);
