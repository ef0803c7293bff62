import { z } from 'zod';

export const geocodingAutocompleteQuerySchema = z.object({
  q: z.string().max(200),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});

export const placeSuggestionSchema = z.object({
  /** What to show, e.g. "Trento (TN) 38122". */
  description: z.string(),
  city: z.string(),
  province: z.string(),
  /** Empty when the municipality has several postal codes and the text named none of them. */
  postalcode: z.string(),
  postalcodes: z.array(z.string()),
  region: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const geocodingAutocompleteDataSchema = z.object({ suggestions: z.array(placeSuggestionSchema) });

function coordinate(limit: number) {
  return z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(-limit).max(limit),
  );
}

export const geocodingReverseQuerySchema = z.object({ latitude: coordinate(90), longitude: coordinate(180) });

export const geocodingReverseDataSchema = z.object({ place: placeSuggestionSchema.nullable() });
