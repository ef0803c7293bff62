import { describe, expect, it } from 'vitest';
import { attributesOfMask } from '@spesa/shared/catalogue/product-attributes';
import { deriveAttributes } from './derive-attributes.js';
import { generateCatalogue } from './generate-catalogue.js';
import { ALLERGENS } from './shelf-texts.js';

const keysOf = (source: Parameters<typeof deriveAttributes>[0]) =>
  attributesOfMask(deriveAttributes(source)).map((a) => a.key);

describe('the attributes of a demo product', () => {
  it('come from its own name, brand, shelf, allergens, ingredients and origin', () => {
    expect(
      keysOf({
        name: 'Parmigiano Reggiano DOP 24 mesi',
        brand: 'Parmareggio',
        categorySlug: 'salumi-e-formaggi/formaggi/formaggi-stagionati',
        description: {
          allergens: ALLERGENS.milk,
          ingredients: 'Latte, sale, caglio',
          origin: 'Emilia-Romagna',
        },
      }),
    ).toEqual(['senza_glutine', 'senza_lattosio', 'dop_igp', 'made_in_italy']);
    expect(
      keysOf({
        name: 'Spaghetti n.5',
        brand: 'Barilla',
        categorySlug: 'pasta-riso-e-cereali/pasta-secca/pasta-lunga',
        description: {
          allergens: ALLERGENS.gluten,
          ingredients: 'Semola di grano duro, acqua',
          origin: 'Italia',
        },
      }),
    ).toEqual(['senza_lattosio', 'vegano', 'made_in_italy']);
    expect(
      keysOf({
        name: 'Pane senza glutine',
        brand: 'Schär',
        categorySlug: 'pane-e-pasticceria/pane/pane-confezionato',
        description: {
          allergens: 'Senza glutine. Può contenere tracce di soia.',
          ingredients: 'Amido di mais',
        },
      }),
    ).toEqual(['senza_glutine', 'senza_lattosio', 'vegano']);
    expect(
      keysOf({
        name: 'Uova biologiche',
        brand: 'Le Naturelle',
        categorySlug: 'latticini-e-uova/uova-e-formaggi-freschi/uova',
        description: {
          allergens: ALLERGENS.eggs,
          ingredients: 'Uova fresche di categoria A',
          origin: 'Italia',
        },
      }),
    ).toEqual(['bio', 'senza_glutine', 'senza_lattosio', 'made_in_italy']);
    expect(
      keysOf({
        name: 'Bastoncini di merluzzo',
        brand: 'Findus',
        categorySlug: 'surgelati/pesce-surgelato/bastoncini-e-panati',
        description: { allergens: ALLERGENS.glutenFish, ingredients: 'Filetti di merluzzo 65%, pangrattato' },
      }),
    ).toEqual(['senza_lattosio', 'surgelato']);
    // Non-food: no allergen statement, no food attributes.
    expect(
      keysOf({
        name: 'Detersivo piatti ecologico',
        brand: 'Casa Pulita Eco',
        categorySlug: 'cura-della-casa/x/y',
        description: {},
      }),
    ).toEqual([]);
  });

  it('are seeded with every demo product, Bio only where the label says so', () => {
    const { products } = generateCatalogue('castoro', {
      province: 'MI',
      latitude: 45.46,
      longitude: 9.19,
    } as never);
    const having = (key: string) =>
      products.filter((p) => attributesOfMask(p.attributes).some((a) => a.key === key));
    for (const p of having('bio')) {
      expect(`${p.name} ${p.brand} ${p.description.ingredients ?? ''}`).toMatch(/\bbio|biologic/i);
    }
    expect(having('bio').length).toBeGreaterThan(3);
    expect(having('surgelato').every((p) => p.categorySlug.startsWith('surgelati/'))).toBe(true);
    expect(having('dop_igp').map((p) => p.name)).toEqual(
      expect.arrayContaining(['Prosciutto crudo di Parma DOP 18 mesi', 'Mozzarella di bufala campana DOP']),
    );
    expect(having('vegano').some((p) => p.categorySlug.startsWith('carne-e-pesce/'))).toBe(false);
  });
});
