import { describe, expect, it } from 'vitest';
import { createBuiltinGeocoder } from './builtin-geocoder.js';
import { GeocoderUnavailableError } from './geocoder.js';
import { createGoogleGeocoder } from './google-geocoder.js';

const trento = {
  address1: 'Via Belenzani',
  addressNumber: '5',
  city: 'TRENTO',
  province: 'TN',
  postalcode: '38122',
};

describe('built-in geocoder', () => {
  const geocoder = createBuiltinGeocoder();

  it('finds an address whose town, province and postal code agree, with the town’s coordinates', async () => {
    expect(await geocoder.geocode(trento)).toEqual({
      ...trento,
      city: 'Trento',
      region: 'Trentino-Alto Adige/Südtirol',
      latitude: 46.0679,
      longitude: 11.1211,
      validated: true,
    });
  });

  it.each([
    ['a postal code of another town', { postalcode: '20121' }],
    ['a town of another province', { province: 'BZ' }],
    ['a town that does not exist', { city: 'Paperopoli' }],
  ])('does not find %s', async (_name, change) => {
    expect(await geocoder.geocode({ ...trento, ...change })).toBeUndefined();
  });

  it('finds an address only inside the region it is restricted to (spec §5)', async () => {
    expect(await geocoder.geocode(trento, { region: 'Trentino-Alto Adige/Südtirol' })).toMatchObject({
      city: 'Trento',
    });
    expect(await geocoder.geocode(trento, { region: 'Lombardia' })).toBeUndefined();
  });

  it('finds a real town without demo coordinates, leaving them empty', async () => {
    const found = await geocoder.geocode({ ...trento, city: 'Bolzano', province: 'BZ', postalcode: '39100' });
    expect(found).toMatchObject({ city: 'Bolzano', latitude: null, longitude: null });
  });

  it('autocompletes towns and postal codes, the town after the last comma of a full address', async () => {
    const byName = await geocoder.autocomplete('Via Roma 3, trent', { limit: 3 });
    expect(byName[0]).toMatchObject({
      city: 'Trento',
      province: 'TN',
      postalcode: '',
      description: 'Trento (TN)',
    });
    expect(byName[0]!.postalcodes).toEqual(['38121', '38122', '38123']);
    const byCode = await geocoder.autocomplete('38122', { limit: 3 });
    expect(byCode[0]).toMatchObject({
      city: 'Trento',
      postalcode: '38122',
      description: 'Trento (TN) 38122',
    });
    const single = await geocoder.autocomplete('Rovere', {
      region: 'Trentino-Alto Adige/Südtirol',
      limit: 3,
    });
    expect(single[0]).toMatchObject({ city: 'Rovereto', postalcode: '38068' });
  });

  it('reverse-geocodes a point near a demo town', async () => {
    expect(await geocoder.reverse({ latitude: 45.89, longitude: 11.04 })).toMatchObject({
      city: 'Rovereto',
      postalcode: '38068',
      latitude: 45.89,
    });
  });
});

describe('Google geocoder', () => {
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  const googleResult = {
    status: 'OK',
    results: [
      {
        address_components: [
          { long_name: '5', short_name: '5', types: ['street_number'] },
          { long_name: 'Via Rodolfo Belenzani', short_name: 'Via Belenzani', types: ['route'] },
          { long_name: 'Trento', short_name: 'Trento', types: ['locality', 'political'] },
          { long_name: 'Provincia di Trento', short_name: 'TN', types: ['administrative_area_level_2'] },
          {
            long_name: 'Trentino-Alto Adige',
            short_name: 'Trentino-Alto Adige',
            types: ['administrative_area_level_1'],
          },
          { long_name: 'Italia', short_name: 'IT', types: ['country'] },
          { long_name: '38122', short_name: '38122', types: ['postal_code'] },
        ],
        geometry: { location: { lat: 46.0689, lng: 11.1219 }, location_type: 'ROOFTOP' },
      },
    ],
  };

  function geocoderWith(fetchImpl: typeof fetch, timeoutMs = 1000) {
    return createGoogleGeocoder({
      apiKey: 'AIzaTestKey_0123456789abcdef',
      timeoutMs,
      fallback: createBuiltinGeocoder(),
      fetch: fetchImpl,
    });
  }

  it('asks Google for the address in Italy and reads its components', async () => {
    let asked: URL | undefined;
    const geocoder = geocoderWith(((url: URL) => {
      asked = url;
      return answer(googleResult);
    }) as typeof fetch);
    const found = await geocoder.geocode(trento);
    expect(asked!.searchParams.get('address')).toBe('Via Belenzani 5, 38122 TRENTO TN');
    expect(asked!.searchParams.get('components')).toBe('country:IT|postal_code:38122');
    expect(asked!.searchParams.get('key')).toBe('AIzaTestKey_0123456789abcdef');
    expect(found).toEqual({
      address1: 'Via Rodolfo Belenzani',
      addressNumber: '5',
      city: 'Trento',
      province: 'TN',
      postalcode: '38122',
      region: 'Trentino-Alto Adige',
      latitude: 46.0689,
      longitude: 11.1219,
      validated: true,
    });
  });

  it('restricts the search to the chain’s region when one is given', async () => {
    let asked: URL | undefined;
    const geocoder = geocoderWith(((url: URL) => {
      asked = url;
      return answer(googleResult);
    }) as typeof fetch);
    await geocoder.geocode(trento, { region: 'Trentino-Alto Adige/Südtirol' });
    expect(asked!.searchParams.get('components')).toBe(
      'country:IT|postal_code:38122|administrative_area:Trentino-Alto Adige/Südtirol',
    );
  });

  it('answers not found for ZERO_RESULTS', async () => {
    const geocoder = geocoderWith(() => answer({ status: 'ZERO_RESULTS', results: [] }));
    expect(await geocoder.geocode(trento)).toBeUndefined();
  });

  it.each([
    ['a refused key', () => answer({ status: 'REQUEST_DENIED', error_message: 'bad key' })],
    ['an HTTP error', () => answer({}, 503)],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('reports %s as unavailable', async (_name, impl) => {
    const geocoder = geocoderWith(impl);
    await expect(geocoder.geocode(trento)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('gives up after the timeout', async () => {
    const geocoder = geocoderWith(
      ((_url: URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new Error('aborted', { cause: init.signal!.reason })),
          );
        })) as typeof fetch,
      50,
    );
    const started = Date.now();
    await expect(geocoder.geocode(trento)).rejects.toBeInstanceOf(GeocoderUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('leaves autocomplete to the built-in list (the browser uses Places itself)', async () => {
    const geocoder = geocoderWith(() => Promise.reject(new Error('not called')));
    expect((await geocoder.autocomplete('Trento', { limit: 1 }))[0]?.city).toBe('Trento');
  });
});
