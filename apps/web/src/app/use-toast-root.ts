import { useEffect, useState } from 'react';

/**
 * The element toasts are rendered into: a child of <body> of its own that stays audible while a dialog is
 * open. MUI's modal hides every other child of <body> from assistive technology (aria-hidden) while it is
 * open, which would silence a toast such as "Prodotto aggiunto al carrello" raised from inside a dialog.
 */
export function useToastRoot(): HTMLElement {
  const [root] = useState(() => {
    const element = document.createElement('div');
    element.dataset.toastRoot = '';
    return element;
  });

  useEffect(() => {
    document.body.appendChild(root);
    const observer = new MutationObserver(() => {
      if (root.getAttribute('aria-hidden') === 'true') root.removeAttribute('aria-hidden');
    });
    observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      root.remove();
    };
  }, [root]);

  return root;
}
