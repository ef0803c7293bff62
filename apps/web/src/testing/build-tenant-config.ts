import type { TenantPublicConfig } from '@spesa/shared/tenant/tenant-config.contract';

export function buildTenantConfig(overrides: Partial<TenantPublicConfig> = {}): TenantPublicConfig {
  return {
    code: 'castoro',
    version: '1.2.0',
    texts: {
      brandName: 'Castoro Market',
      phone: '800 123 456',
      contactLine: 'Servizio clienti {phone}, dal lunedì al sabato',
      legalFooter: 'Castoro Market S.p.A. – P.IVA 01234567890',
      privacyConsent: 'Acconsento al trattamento dei dati personali.',
      newsletterConsent: 'Voglio ricevere le offerte di Castoro Market.',
      paymentTooltip: 'Sulla carta viene bloccato un importo superiore del 20%.',
      linksMenuTitle: 'Link utili',
      tagline: 'La spesa di Castoro, fresca ogni giorno',
      pages: {
        home: { title: 'Castoro Market – spesa online', description: 'Fai la spesa online.' },
        category: { title: 'Reparti', description: 'I reparti.' },
        search: { title: 'Ricerca', description: 'Cerca i prodotti.' },
        login: { title: 'Accedi', description: 'Accedi al tuo account.' },
        notFound: { title: 'Pagina non trovata', description: 'La pagina non esiste.' },
      },
      footerColumns: [
        { title: 'Azienda', links: [{ label: 'Chi siamo', href: '/page/chi-siamo' }] },
        { title: 'Aiuto', links: [{ label: 'Domande frequenti', href: '/faq' }] },
      ],
    },
    settings: {
      productPageSize: 24,
      ordersPageSize: 12,
      registrationEnabled: true,
      fidelityCardPrefix: '2400',
      companyId: 1,
      defaultStoreName: 'Castoro Centro',
      currency: 'EUR',
      locale: 'it',
      anonymousCart: false,
      hidePricesUntilLogin: false,
      analytics: { provider: 'first-party' },
      // No minimum order and no free-delivery threshold unless a test sets them (rules/order-thresholds.ts).
      minimumOrder: { homeDelivery: 0, pickUp: 0 },
      freeDeliveryFrom: { homeDelivery: null, pickUp: null },
      // The screens' own tests run without the human check; its tests choose ALTCHA.
      humanCheck: { provider: 'off' },
      offersInvoice: true,
      showSectors: false,
      seller: {
        companyName: 'Castoro Supermercati S.p.A.',
        vatNumber: '02134570221',
        fiscalCode: '02134570221',
        address: {
          street: 'Via Brennero',
          number: '148',
          postalCode: '38121',
          city: 'Trento',
          province: 'TN',
          country: 'IT',
        },
        rea: { office: 'TN', number: '198342' },
        taxRegime: 'RF01',
      },
    },
    theme: {
      primary: '#1b5e20',
      primaryContrastText: '#ffffff',
      secondary: '#ffb300',
      secondaryContrastText: '#1f1f1f',
      headerBackground: '#1b5e20',
      headerText: '#ffffff',
      background: '#f6f6f2',
      logoUrl: '/logo.svg',
    },
    ...overrides,
  };
}
