import { describe, expect, it } from 'vitest';
import { parseNutritionTable } from './nutrition-table';

describe('nutrition table', () => {
  it('keeps the text of the head and of every row', () => {
    const table = parseNutritionTable(
      '<table class="nutrition-table"><thead><tr><th>Valori medi</th><th>per 100 g</th></tr></thead>' +
        '<tbody><tr><td>Energia</td><td>219 kJ / 52 kcal</td></tr><tr><td>Grassi</td><td>0,2 g</td></tr></tbody></table>',
    );
    expect(table).toEqual({
      head: ['Valori medi', 'per 100 g'],
      rows: [
        ['Energia', '219 kJ / 52 kcal'],
        ['Grassi', '0,2 g'],
      ],
    });
  });

  it('drops every piece of markup, so nothing of the HTML can run', () => {
    const table = parseNutritionTable(
      '<table><tr><td onclick="steal()">Sale<script>alert(1)</script></td>' +
        '<td><img src=x onerror="alert(2)">0,1 g</td></tr></table>',
    );
    expect(table).toEqual({ head: [], rows: [['Sale', '0,1 g']] });
    expect(JSON.stringify(table)).not.toContain('<');
  });

  it('gives nothing without a table', () => {
    expect(parseNutritionTable('<p>Energia 52 kcal</p>')).toBeNull();
    expect(parseNutritionTable(undefined)).toBeNull();
  });
});
