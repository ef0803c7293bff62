import type { MenuItem } from '@spesa/shared/content/content.contract';
import { describe, expect, it } from 'vitest';
import { menuToColumns } from './get-menu-columns';

const context = { origin: 'https://castoro.localhost', whitelist: ['www.castorosupermercati.it'] };

function item(id: number, title: string, url: string, children?: MenuItem[]): MenuItem {
  return { ID: id, order: id, parent: 0, title, url, ...(children ? { children } : {}) };
}

describe('menuToColumns', () => {
  it('makes a column of each top-level item, its children the links, in menu order', () => {
    const columns = menuToColumns(
      [
        item(5, 'Aiuto', '#', [
          item(7, 'Domande frequenti', '/faq'),
          item(6, 'Servizio clienti', '/servizio-clienti'),
        ]),
        item(1, 'Fare la spesa', '#', [
          item(2, 'Consegna a casa', 'https://www.castorosupermercati.it/shop/page/consegna-a-casa'),
          item(3, 'Negozi', 'https://www.castorosupermercati.it/photo/negozi.pdf'),
          item(4, 'Lavora con noi', 'https://lavoro.example.org/castoro'),
        ]),
      ],
      'Link utili',
      context,
    );
    expect(columns).toEqual([
      {
        title: 'Fare la spesa',
        links: [
          { label: 'Consegna a casa', href: '/page/consegna-a-casa' },
          { label: 'Negozi', href: 'https://www.castorosupermercati.it/photo/negozi.pdf' },
          { label: 'Lavora con noi', href: 'https://lavoro.example.org/castoro' },
        ],
      },
      {
        title: 'Aiuto',
        links: [
          { label: 'Servizio clienti', href: '/servizio-clienti' },
          { label: 'Domande frequenti', href: '/faq' },
        ],
      },
    ]);
  });

  it('gathers top-level links without children in a column with the chain’s title, and drops dead links', () => {
    const columns = menuToColumns(
      [
        item(1, 'Chi siamo', '/page/chi-siamo'),
        item(2, 'Senza link', '#'),
        item(3, 'Script', 'javascript:alert(1)'),
      ],
      'Azienda',
      context,
    );
    expect(columns).toEqual([{ title: 'Azienda', links: [{ label: 'Chi siamo', href: '/page/chi-siamo' }] }]);
  });
});
