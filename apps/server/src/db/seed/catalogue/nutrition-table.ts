import { createPrng } from './prng.js';

/** Per 100 g (or 100 ml): kcal, fat, saturated fat, carbohydrates, sugars, protein, salt. */
type Values = readonly [number, number, number, number, number, number, number];

interface Profile {
  per: 'g' | 'ml';
  values: Values;
}

const g = (...values: Values): Profile => ({ per: 'g', values });
const ml = (...values: Values): Profile => ({ per: 'ml', values });

export const NUTRITION_PROFILES = {
  apple: g(52, 0.2, 0, 11.4, 10.4, 0.3, 0),
  pear: g(58, 0.1, 0, 12.2, 9.8, 0.4, 0),
  citrus: g(45, 0.2, 0, 9.3, 8.5, 0.8, 0),
  banana: g(89, 0.3, 0.1, 20.5, 17.2, 1.1, 0),
  tropical: g(62, 0.3, 0.1, 13.7, 12.1, 0.7, 0),
  avocado: g(160, 14.7, 2.1, 1.8, 0.7, 2, 0.02),
  berries: g(43, 0.3, 0, 8.5, 7.4, 0.8, 0),
  grapes: g(69, 0.2, 0, 16.1, 15.5, 0.6, 0),
  melon: g(34, 0.2, 0, 7.6, 7.4, 0.8, 0.03),
  leafy: g(17, 0.2, 0, 2.4, 1.7, 1.4, 0.05),
  tomato: g(19, 0.2, 0, 3.5, 3, 1, 0.01),
  vegetable: g(26, 0.2, 0, 4.6, 3.4, 1.3, 0.03),
  potato: g(77, 0.1, 0, 17, 0.8, 2, 0.02),
  onion: g(40, 0.1, 0, 9.3, 4.2, 1.1, 0.01),
  herbs: g(43, 0.8, 0.1, 5.3, 0.6, 3.2, 0.05),
  mushroom: g(22, 0.3, 0.05, 3.3, 2, 3.1, 0.01),
  nuts: g(640, 58, 5.6, 10.5, 3.9, 19.8, 0.02),
  salted_nuts: g(602, 49.6, 6.9, 14.3, 4.9, 25.8, 1.2),
  dried_fruit: g(285, 0.6, 0.1, 65.2, 58.3, 2.8, 0.05),
  chestnut: g(196, 1.3, 0.2, 42.4, 8.9, 2.9, 0.01),
  beef: g(151, 6.6, 2.8, 0, 0, 21.4, 0.15),
  minced: g(232, 17.2, 7.1, 0, 0, 18.3, 0.18),
  pork: g(197, 12.8, 4.6, 0, 0, 19.6, 0.14),
  poultry: g(114, 2.6, 0.7, 0, 0, 23.1, 0.19),
  sausage: g(304, 25.1, 9.2, 1.1, 0.5, 16.3, 2.1),
  white_fish: g(88, 1.4, 0.3, 0, 0, 18.2, 0.28),
  oily_fish: g(198, 12.8, 2.4, 0, 0, 20.4, 0.12),
  seafood: g(82, 1.1, 0.2, 2.1, 0, 15.4, 0.78),
  smoked_fish: g(172, 9.4, 1.6, 0.5, 0, 22.1, 3.1),
  whole_milk: ml(64, 3.6, 2.4, 4.8, 4.8, 3.3, 0.1),
  skimmed_milk: ml(46, 1.6, 1.1, 4.9, 4.9, 3.3, 0.1),
  plant_drink: ml(42, 1.6, 0.3, 5.6, 3.2, 1.1, 0.1),
  cream: ml(337, 35, 23.4, 3.2, 3.2, 2.2, 0.08),
  butter: g(746, 82.5, 55.1, 0.7, 0.7, 0.7, 0.04),
  white_yogurt: g(66, 3.5, 2.3, 4.7, 4.7, 3.8, 0.12),
  greek_yogurt: g(58, 0, 0, 3.8, 3.8, 10.3, 0.1),
  fruit_yogurt: g(97, 2.8, 1.9, 14.1, 13.2, 3.5, 0.11),
  dessert: g(138, 4.9, 3.1, 20.5, 17.8, 3.2, 0.15),
  tiramisu: g(283, 17.6, 10.4, 26.8, 21.1, 4.8, 0.12),
  eggs: g(143, 9.9, 3.1, 0.7, 0.4, 12.6, 0.35),
  egg_white: g(48, 0.2, 0, 0.7, 0.7, 11, 0.42),
  mozzarella: g(253, 19.4, 13.2, 0.9, 0.9, 18.7, 0.62),
  fresh_cheese: g(226, 18.6, 12.7, 2.8, 2.8, 12.1, 0.88),
  ricotta: g(146, 10.9, 7.3, 3.5, 3.5, 8.8, 0.26),
  mascarpone: g(435, 45, 31, 3.6, 3.6, 4.6, 0.08),
  hard_cheese: g(398, 29.1, 19.2, 0, 0, 33.1, 1.58),
  semi_hard_cheese: g(362, 29.4, 19.8, 0.5, 0.5, 24.8, 1.82),
  soft_cheese: g(330, 28.1, 18.9, 0.4, 0.4, 19.4, 1.45),
  cooked_ham: g(135, 5.9, 2.1, 1.1, 0.8, 19.4, 1.96),
  cured_ham: g(251, 16.9, 5.8, 0, 0, 25.7, 5.12),
  salami: g(418, 34.9, 12.8, 1.2, 1, 26.1, 4.5),
  mortadella: g(311, 27.8, 9.9, 0.5, 0.5, 15.3, 2.03),
  bresaola: g(151, 2.3, 0.8, 0.4, 0.4, 32.9, 3.8),
  turkey_breast: g(105, 1.9, 0.6, 1.2, 0.6, 21.2, 1.8),
  pancetta: g(302, 27.2, 10.1, 0.1, 0.1, 14.6, 3.4),
  wurstel: g(254, 21.4, 7.9, 2.1, 0.9, 13.1, 2.2),
  lard: g(844, 92.1, 35.7, 0, 0, 3.8, 2.7),
  bread: g(268, 1.4, 0.3, 54.8, 2.4, 9.1, 1.3),
  wholemeal_bread: g(243, 2.8, 0.5, 44.1, 2.9, 10.4, 1.2),
  focaccia: g(301, 10.2, 1.6, 44.5, 2.1, 7.6, 1.8),
  sandwich_bread: g(276, 5.2, 0.8, 47.9, 5.4, 8.6, 1.2),
  piadina: g(321, 9.8, 3.7, 49.6, 2.1, 8.5, 1.6),
  pizza_dough: g(252, 3.9, 0.6, 46.8, 2.1, 7.4, 1.4),
  crackers: g(428, 11.3, 1.4, 68.7, 3.2, 10.6, 2.1),
  rice_cakes: g(381, 2.9, 0.6, 80.1, 0.7, 8.2, 0.2),
  rusks: g(408, 7.2, 0.9, 71.3, 6.8, 11.9, 1.4),
  cake: g(412, 19.4, 9.8, 52.6, 28.7, 6.5, 0.55),
  croissant: g(408, 19.8, 9.7, 49.2, 16.1, 7.4, 0.68),
  biscuits: g(468, 18.4, 5.2, 68.9, 24.1, 7.1, 0.52),
  pasta: g(359, 2, 0.5, 70.9, 3.5, 12.8, 0.01),
  wholemeal_pasta: g(344, 2.5, 0.5, 64.2, 3.1, 13.6, 0.02),
  egg_pasta: g(368, 4.4, 1.3, 66.9, 2.1, 14.1, 0.07),
  fresh_pasta: g(286, 3.1, 1, 53.4, 1.6, 11.9, 0.06),
  filled_pasta: g(274, 9.2, 4.1, 36.2, 2.5, 11.4, 1.12),
  gnocchi: g(152, 0.3, 0.1, 33.1, 0.8, 3.9, 0.9),
  rice: g(350, 0.6, 0.2, 78.4, 0.3, 7.1, 0.01),
  flour: g(343, 1, 0.2, 72.1, 1.7, 11.2, 0),
  yeast: g(106, 1.5, 0.2, 3.8, 0, 16.7, 0.1),
  dry_legumes: g(331, 1.6, 0.3, 50.2, 2.6, 22.4, 0.02),
  cereals: g(348, 2.3, 0.5, 66.8, 0.9, 11.2, 0.02),
  tomato_sauce: g(26, 0.2, 0, 4.2, 3.6, 1.3, 0.29),
  tomato_paste: g(92, 0.5, 0.1, 16.1, 12.3, 4.5, 0.6),
  ready_sauce: g(78, 4.1, 0.6, 7.2, 5.4, 1.6, 1.05),
  ragu: g(112, 6.2, 2.1, 6.3, 4.2, 7.1, 1.2),
  pesto: g(478, 47.1, 6.9, 6.1, 4.2, 5.2, 2.48),
  legumes: g(92, 0.6, 0.1, 13.1, 0.6, 6.6, 0.62),
  canned_vegetables: g(69, 0.7, 0.1, 10.8, 4.8, 4.4, 0.55),
  tuna_oil: g(192, 10.2, 1.8, 0, 0, 25.2, 1.05),
  tuna_natural: g(103, 1, 0.3, 0, 0, 23.4, 1.02),
  canned_fish: g(216, 14.8, 2.9, 0, 0, 20.6, 1.2),
  anchovies: g(206, 12.4, 2.1, 0, 0, 23.5, 9.6),
  canned_meat: g(97, 2.5, 1.1, 1.8, 0.3, 16.8, 1.6),
  olives: g(145, 15.3, 2.1, 0.5, 0, 1, 3.1),
  pickles: g(36, 0.3, 0, 5.9, 4.1, 1.2, 1.6),
  vegetables_in_oil: g(162, 15.8, 2.3, 3.4, 1.8, 1.6, 1.1),
  oil: ml(824, 91.6, 13.1, 0, 0, 0, 0),
  vinegar: ml(20, 0, 0, 0.9, 0.9, 0, 0.02),
  balsamic: ml(116, 0, 0, 27.4, 26.1, 0.5, 0.05),
  mayonnaise: g(696, 75.2, 5.8, 1.9, 1.3, 1.2, 1.2),
  ketchup: g(102, 0.1, 0, 23.2, 22.8, 1.2, 1.8),
  mustard: g(121, 7.3, 0.4, 5.8, 2.9, 6.8, 5.8),
  salt: g(0, 0, 0, 0, 0, 0, 99.1),
  spices: g(286, 4.2, 1.1, 38.5, 1.5, 10.9, 0.08),
  stock_cube: g(206, 15.2, 7.4, 11.4, 3.1, 5.8, 56.2),
  coffee: ml(2, 0, 0, 0.3, 0, 0.1, 0),
  barley_drink: g(352, 0.5, 0.1, 72.8, 5.9, 10.2, 0.1),
  tea: ml(1, 0, 0, 0.2, 0, 0, 0),
  breakfast_cereals: g(378, 1.1, 0.3, 84.1, 8.2, 7.2, 1.1),
  chocolate_cereals: g(389, 3.1, 1.1, 79.7, 27.6, 8.8, 0.4),
  muesli: g(382, 7.9, 1.5, 61.2, 18.4, 10.1, 0.08),
  oats: g(372, 7, 1.3, 58.7, 1, 13.5, 0.02),
  hazelnut_spread: g(539, 30.9, 10.6, 57.5, 56.3, 6.3, 0.11),
  jam: g(245, 0.1, 0, 60.2, 56.4, 0.4, 0.02),
  honey: g(321, 0, 0, 80.3, 80.3, 0.4, 0.01),
  dark_chocolate: g(566, 41.2, 24.8, 33.5, 28.6, 9.4, 0.02),
  milk_chocolate: g(539, 31.1, 18.9, 56.4, 54.8, 6.8, 0.23),
  candy: g(343, 0.2, 0.1, 77.1, 46.2, 6.9, 0.05),
  hard_candy: g(389, 0.1, 0, 97.2, 62.4, 0, 0.01),
  chewing_gum: g(162, 0.4, 0.3, 64.1, 0, 0, 0.02),
  chips: g(536, 33.2, 3.1, 51.9, 0.6, 6.1, 1.32),
  popcorn: g(471, 24.3, 10.6, 52.1, 0.8, 8.2, 1.4),
  frozen_vegetables: g(29, 0.3, 0.05, 3.9, 2.1, 2.6, 0.05),
  frozen_peas: g(72, 0.6, 0.1, 9.9, 4.6, 5.4, 0.01),
  frozen_fries: g(148, 4.1, 0.4, 24.5, 0.5, 2.4, 0.1),
  soup: g(41, 0.9, 0.1, 5.6, 1.9, 1.9, 0.55),
  breaded_fish: g(198, 8.7, 0.9, 17.4, 1.2, 12.1, 0.88),
  breaded_chicken: g(231, 12.4, 1.5, 16.8, 1.1, 13.2, 1.1),
  frozen_pizza: g(238, 8.1, 3.6, 31.2, 3.1, 10.2, 1.2),
  ready_meal: g(148, 6.9, 3.2, 14.1, 2.4, 7.8, 0.92),
  veggie_burger: g(187, 9.1, 0.9, 17.4, 2.6, 7.3, 1.15),
  ice_cream: g(208, 10.9, 7.2, 24.6, 21.8, 3.6, 0.14),
  sorbet: g(121, 0.1, 0, 29.6, 27.8, 0.2, 0.01),
  ice_lolly: g(88, 0, 0, 21.9, 20.1, 0, 0.01),
  water: ml(0, 0, 0, 0, 0, 0, 0.01),
  soft_drink: ml(42, 0, 0, 10.6, 10.6, 0, 0.01),
  zero_drink: ml(0.3, 0, 0, 0, 0, 0, 0.02),
  iced_tea: ml(29, 0, 0, 7.1, 7.1, 0, 0.01),
  juice: ml(45, 0.1, 0, 10.4, 9.8, 0.5, 0),
  beer: ml(43, 0, 0, 3.5, 0.2, 0.4, 0.01),
  alcohol_free_beer: ml(21, 0, 0, 4.8, 2.6, 0.3, 0.01),
  wine: ml(83, 0, 0, 2.6, 0.6, 0.1, 0.01),
  sparkling_wine: ml(76, 0, 0, 1.5, 1.2, 0.1, 0.01),
  sweet_wine: ml(96, 0, 0, 13.1, 12.8, 0.1, 0.01),
} as const;

export type NutritionProfile = keyof typeof NUTRITION_PROFILES;

const decimal = (value: number, digits: number): string => value.toFixed(digits).replace('.', ',');

/**
 * The label table for one product: the category's values nudged by up to ±6 % with a seed of the product,
 * so two products of a shelf do not print identical labels.
 */
export function renderNutritionTable(profile: NutritionProfile, productSeed: number): string {
  const { per, values } = NUTRITION_PROFILES[profile];
  const prng = createPrng(productSeed);
  const [kcal, fat, saturated, carbs, sugars, protein, salt] = values.map(
    (v) => v * (0.94 + prng.next() * 0.12),
  ) as [number, number, number, number, number, number, number];
  const cappedSaturated = Math.min(saturated, fat);
  const cappedSugars = Math.min(sugars, carbs);
  const rows: [string, string][] = [
    ['Energia', `${Math.round(kcal * 4.184)} kJ / ${Math.round(kcal)} kcal`],
    ['Grassi', `${decimal(fat, 1)} g`],
    ['di cui acidi grassi saturi', `${decimal(cappedSaturated, 1)} g`],
    ['Carboidrati', `${decimal(carbs, 1)} g`],
    ['di cui zuccheri', `${decimal(cappedSugars, 1)} g`],
    ['Proteine', `${decimal(protein, 1)} g`],
    ['Sale', `${decimal(salt, 2)} g`],
  ];
  const body = rows.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('');
  return (
    '<table class="nutrition-table"><thead><tr><th>Valori nutrizionali medi</th>' +
    `<th>per 100 ${per}</th></tr></thead><tbody>${body}</tbody></table>`
  );
}
