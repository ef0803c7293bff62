import type { ProductInfos } from '@spesa/shared/catalogue/product.contract';
import { quantityRule } from '@spesa/shared/rules/quantity';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { QuantityStepper } from './quantity-stepper';

function Harness({
  infos,
  minAcq = null,
  onChange,
}: {
  infos: ProductInfos;
  minAcq?: number | null;
  onChange?: (q: number) => void;
}) {
  const [quantity, setQuantity] = useState(0);
  return (
    <QuantityStepper
      rule={quantityRule({ productInfos: infos, minAcq })}
      name="Yogurt"
      priceEuro={2.5}
      quantity={quantity}
      onChange={(next) => {
        onChange?.(next);
        setQuantity(next);
      }}
    />
  );
}

const quantityInput = () => screen.getByRole('textbox', { name: 'Quantità di Yogurt' });

describe('QuantityStepper', () => {
  it('turns "Aggiungi" into − quantity + and gives the changes to onChange', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness infos={{ TIPOLOGIA: 'Pezzo' }} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Aggiungi Yogurt al carrello' }));
    expect(quantityInput()).toHaveProperty('value', '1');
    expect(screen.getByRole('button', { name: 'Aumenta la quantità di Yogurt' })).toBe(
      document.activeElement,
    );

    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Yogurt' }));
    expect(quantityInput()).toHaveProperty('value', '2');
    expect(screen.getByRole('status').textContent).toBe('2 pz nel carrello');
    expect(onChange.mock.calls).toEqual([[1], [2]]);
  });

  it('steps by QTY_MULT', async () => {
    const { user } = renderWithProviders(<Harness infos={{ TIPOLOGIA: 'Confezione', QTY_MULT: '6' }} />);

    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    expect(quantityInput()).toHaveProperty('value', '6');
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Yogurt' }));
    expect(quantityInput()).toHaveProperty('value', '12');
  });

  it("stops at MAXACQ with 'Puoi acquistare al massimo {count} pz'", async () => {
    const { user } = renderWithProviders(<Harness infos={{ TIPOLOGIA: 'Pezzo', MAXACQ: '2' }} />);

    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Yogurt' }));
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Yogurt' }));

    expect(await screen.findByText('Puoi acquistare al massimo 2 pz')).toBeTruthy();
    expect(quantityInput()).toHaveProperty('value', '2');
  });

  it('rounds a typed quantity to the multiple when it is locked', async () => {
    const { user } = renderWithProviders(
      <Harness infos={{ TIPOLOGIA: 'Pezzo', QTY_MULT: '2', QTY_LOCKED: 'true' }} />,
    );

    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    await user.clear(quantityInput());
    await user.type(quantityInput(), '5{Enter}');
    expect(quantityInput()).toHaveProperty('value', '6');

    await user.clear(quantityInput());
    await user.type(quantityInput(), 'tanti{Enter}');
    expect(quantityInput()).toHaveProperty('value', '6');
  });

  it('asks before the minus button removes the product, and removes it only on "Si"', async () => {
    const { user } = renderWithProviders(<Harness infos={{ TIPOLOGIA: 'Pezzo' }} />);
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));

    await user.click(screen.getByRole('button', { name: 'Rimuovi Yogurt dal carrello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovere il prodotto?' });
    expect(within(dialog).getByText('Vuoi rimuovere 1 pz di Yogurt dal carrello?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(await screen.findByRole('textbox', { name: 'Quantità di Yogurt' })).toHaveProperty('value', '1');

    await user.click(screen.getByRole('button', { name: 'Rimuovi Yogurt dal carrello' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(await screen.findByRole('button', { name: 'Aggiungi Yogurt al carrello' })).toBeTruthy();
  });

  it('refuses to go under the minimum purchase with its error', async () => {
    const { user } = renderWithProviders(<Harness infos={{ TIPOLOGIA: 'Pezzo' }} minAcq={2} />);

    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    expect(quantityInput()).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Yogurt' }));
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Yogurt' }));
    await user.clear(quantityInput());
    await user.type(quantityInput(), '1{Enter}');

    expect(
      await screen.findByText('Non è possibile acquistare una quantità inferiore di questo articolo'),
    ).toBeTruthy();
    expect(quantityInput()).toHaveProperty('value', '2');
  });

  it('shows a weighed item in kg with its estimated price, first WEIGHT_SELLING then STEP_SELLING', async () => {
    const { user } = renderWithProviders(
      <Harness
        infos={{ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.25', WEIGHT_UNIT_SELLING: 'KG' }}
      />,
    );

    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    expect(screen.getByText('0,500 kg')).toBeTruthy();
    expect(screen.getByText('1,25 € stimato')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Yogurt' }));
    expect(screen.getByText('0,750 kg')).toBeTruthy();
    expect(screen.getByText('1,88 € stimato')).toBeTruthy();
  });
});
