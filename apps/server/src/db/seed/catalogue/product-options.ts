import type { SelectOption } from '@spesa/shared/catalogue/product.contract';

const choices = (...names: string[]): SelectOption['options'] =>
  names.map((name) => {
    const key = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    return { key, name, value: key };
  });

export const MEAT_CUT: SelectOption = {
  name: 'Taglio',
  parameterName: 'taglio',
  type: 'radio',
  options: choices('Intero', 'A fette', 'Macinato'),
};

export const CHICKEN_CUT: SelectOption = {
  name: 'Taglio',
  parameterName: 'taglio',
  type: 'radio',
  options: choices('Intero', 'A pezzi', 'Busto e cosce separati'),
};

export const FISH_CLEANING: SelectOption = {
  name: 'Preparazione',
  parameterName: 'preparazione_pesce',
  type: 'radio',
  options: choices('Intero', 'Eviscerato', 'Sfilettato'),
};

export const SLICE_THICKNESS: SelectOption = {
  name: 'Spessore fette',
  parameterName: 'spessore_fette',
  type: 'radio',
  options: choices('Sottili', 'Medie', 'Spesse'),
};

export const CHEESE_AGEING: SelectOption = {
  name: 'Maturazione',
  parameterName: 'maturazione',
  type: 'select',
  options: choices('Fresco', 'Mezzano', 'Stagionato'),
};

export const PARMIGIANO_AGEING: SelectOption = {
  name: 'Stagionatura',
  parameterName: 'stagionatura',
  type: 'select',
  options: choices('24 mesi', '30 mesi', '36 mesi'),
};

export const FRUIT_RIPENESS: SelectOption = {
  name: 'Grado di maturazione',
  parameterName: 'grado_maturazione',
  type: 'select',
  options: choices('Da consumare subito', 'Pronta in 2-3 giorni', 'Ancora acerba'),
};
