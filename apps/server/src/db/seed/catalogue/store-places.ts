/** A demo store's own address: a real street of the town, the town's postal code there, and its position. */
export interface StorePlace {
  city: string;
  street: string;
  number: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

const at = (
  city: string,
  street: string,
  number: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): StorePlace => ({ city, street, number, postalCode, latitude, longitude });

/**
 * Per chain's province: three shops (one in the home city's centre, two in towns around it) and the home
 * delivery warehouse in an industrial area; store-places.test.ts checks every postal code belongs to its town.
 */
export const STORE_PLACES: Readonly<Record<string, { shops: readonly StorePlace[]; warehouse: StorePlace }>> =
  {
    TN: {
      shops: [
        at('Trento', 'Via Rodolfo Belenzani', '20', '38122', 46.068481, 11.120872),
        at('Pergine Valsugana', 'Viale Dante', '30', '38057', 46.061693, 11.239247),
        at('Lavis', 'Via Giacomo Matteotti', '45', '38015', 46.139972, 11.112031),
      ],
      warehouse: at('Trento', 'Via del Brennero', '316', '38121', 46.095987, 11.112012),
    },
    PD: {
      shops: [
        at('Padova', 'Via Roma', '60', '35122', 45.403921, 11.876034),
        at('Abano Terme', 'Via Giuseppe Mazzini', '12', '35031', 45.359987, 11.789021),
        at('Albignasego', 'Via San Tommaso', '40', '35020', 45.362045, 11.855988),
      ],
      warehouse: at('Padova', 'Corso Stati Uniti', '14', '35127', 45.402011, 11.936045),
    },
    BS: {
      shops: [
        at('Brescia', 'Corso Giuseppe Zanardelli', '30', '25121', 45.539204, 10.220611),
        at('Rezzato', 'Via Roma', '12', '25086', 45.512034, 10.325987),
        at('Concesio', 'Via Europa', '40', '25062', 45.604987, 10.217034),
      ],
      warehouse: at('Brescia', 'Via Orzinuovi', '60', '25125', 45.522013, 10.190022),
    },
    BG: {
      shops: [
        at('Bergamo', 'Viale Papa Giovanni XXIII', '58', '24121', 45.694612, 9.671405),
        at('Seriate', 'Corso Roma', '70', '24068', 45.684512, 9.723498),
        at('Dalmine', 'Via Guglielmo Marconi', '10', '24044', 45.646987, 9.605976),
      ],
      warehouse: at('Bergamo', 'Via Grumello', '50', '24127', 45.680021, 9.645033),
    },
    RM: {
      shops: [
        at('Roma', 'Via Nazionale', '200', '00184', 41.900812, 12.492311),
        at('Ciampino', 'Viale del Lavoro', '52', '00043', 41.802987, 12.601034),
        at('Frascati', 'Viale Vittorio Veneto', '10', '00044', 41.808023, 12.679976),
      ],
      warehouse: at('Roma', 'Via Tiburtina', '1000', '00156', 41.929034, 12.578012),
    },
    GE: {
      shops: [
        at('Genova', 'Via XX Settembre', '120', '16121', 44.405712, 8.939522),
        at('Recco', 'Via Roma', '40', '16036', 44.361987, 9.144023),
        at('Arenzano', 'Via Giuseppe Mazzini', '30', '16011', 44.404021, 8.682988),
      ],
      warehouse: at('Genova', 'Via Enrico Albareto', '20', '16153', 44.423011, 8.850034),
    },
    MO: {
      shops: [
        at('Modena', 'Via Emilia Centro', '150', '41121', 44.646512, 10.924533),
        at('Formigine', 'Via Trento Trieste', '15', '41043', 44.572034, 10.846987),
        at('Carpi', 'Corso Alberto Pio', '20', '41012', 44.783012, 10.885021),
      ],
      warehouse: at('Modena', 'Via Emilia Ovest', '1000', '41123', 44.655034, 10.878011),
    },
    NA: {
      shops: [
        at('Napoli', 'Via Medina', '40', '80133', 40.841022, 14.252034),
        at('Casoria', 'Via Principe di Piemonte', '60', '80026', 40.906987, 14.292012),
        at('Portici', 'Corso Giuseppe Garibaldi', '120', '80055', 40.819034, 14.340987),
      ],
      warehouse: at('Napoli', 'Via Galileo Ferraris', '150', '80142', 40.856012, 14.281034),
    },
    FI: {
      shops: [
        at('Firenze', 'Via dei Neri', '30', '50122', 43.768612, 11.258711),
        at('Sesto Fiorentino', 'Via Antonio Gramsci', '200', '50019', 43.831987, 11.200034),
        at('Scandicci', 'Via Roma', '50', '50018', 43.754021, 11.188976),
      ],
      warehouse: at('Firenze', 'Via di Novoli', '60', '50127', 43.792011, 11.220034),
    },
    LT: {
      shops: [
        at('Latina', 'Corso della Repubblica', '150', '04100', 41.466512, 12.903511),
        at('Cisterna di Latina', 'Corso della Repubblica', '100', '04012', 41.591012, 12.827988),
        at('Sabaudia', 'Corso Vittorio Emanuele III', '40', '04016', 41.300034, 13.023987),
      ],
      warehouse: at('Latina', "Via dell'Industria", '10', '04100', 41.490021, 12.880012),
    },
    BA: {
      shops: [
        at('Bari', 'Via Sparano da Bari', '80', '70121', 41.123512, 16.870012),
        at('Modugno', 'Via Vittorio Veneto', '30', '70026', 41.083987, 16.779034),
        at('Triggiano', 'Corso Vittorio Emanuele II', '80', '70019', 41.066012, 16.924987),
      ],
      warehouse: at('Bari', 'Via Caldarola', '30', '70126', 41.105034, 16.895012),
    },
    TO: {
      shops: [
        at('Torino', 'Via Pietro Micca', '15', '10121', 45.071012, 7.682034),
        at('Moncalieri', 'Corso Roma', '40', '10024', 45.000034, 7.684987),
        at('Collegno', 'Corso Francia', '150', '10093', 45.078012, 7.572034),
      ],
      warehouse: at('Torino', 'Corso Giulio Cesare', '300', '10154', 45.100021, 7.700012),
    },
    BO: {
      shops: [
        at('Bologna', "Via dell'Indipendenza", '50', '40121', 44.501012, 11.344034),
        at('Casalecchio di Reno', 'Via Porrettana', '300', '40033', 44.475987, 11.277012),
        at('San Lazzaro di Savena', 'Via Emilia', '250', '40068', 44.471034, 11.408987),
      ],
      warehouse: at('Bologna', 'Via Stalingrado', '50', '40128', 44.515012, 11.361034),
    },
  };
