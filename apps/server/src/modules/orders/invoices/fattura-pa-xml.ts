import { PAYMENT_TYPE_IDS } from '@spesa/shared/rules/order-status';
import { create } from 'xmlbuilder2';
import type { InvoiceDocument } from './invoice-document.js';
import type { BuyerRecord } from './invoice-number.repository.js';

/** FatturaPA 1.2.x: the namespace of FatturaElettronica and the private-to-private format. */
export const FATTURA_PA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
const FORMAT = 'FPR12';
/** CodiceDestinatario of a buyer reached by PEC or through its tax drawer. */
const NO_SDI_CODE = '0000000';

const euro = (cents: number) => (cents / 100).toFixed(2);
const rate = (pct: number) => pct.toFixed(2);

/** FatturaPA ModalitaPagamento: MP01 cash, MP05 bank transfer, MP08 payment card. */
function paymentMethodOf(paymentTypeId: number): string {
  if (paymentTypeId === PAYMENT_TYPE_IDS.onDelivery) return 'MP01';
  const transfers: readonly number[] = [
    PAYMENT_TYPE_IDS.deferred,
    PAYMENT_TYPE_IDS.bankTransfer,
    PAYMENT_TYPE_IDS.summaryInvoice,
  ];
  return transfers.includes(paymentTypeId) ? 'MP05' : 'MP08';
}

function transmission(doc: InvoiceDocument, buyer: BuyerRecord) {
  const sdi = buyer.sdiCode?.trim().toUpperCase();
  const pec = !sdi && buyer.pec ? { PECDestinatario: buyer.pec.trim() } : {};
  return {
    IdTrasmittente: { IdPaese: doc.seller.address.country, IdCodice: doc.seller.fiscalCode },
    ProgressivoInvio: `${doc.invoice!.year}${String(doc.invoice!.number).padStart(5, '0')}`,
    FormatoTrasmissione: FORMAT,
    CodiceDestinatario: sdi || NO_SDI_CODE,
    ...pec,
  };
}

function seller(doc: InvoiceDocument) {
  const s = doc.seller;
  return {
    DatiAnagrafici: {
      IdFiscaleIVA: { IdPaese: s.address.country, IdCodice: s.vatNumber },
      CodiceFiscale: s.fiscalCode,
      Anagrafica: { Denominazione: s.companyName },
      RegimeFiscale: s.taxRegime,
    },
    Sede: {
      Indirizzo: s.address.street,
      NumeroCivico: s.address.number,
      CAP: s.address.postalCode,
      Comune: s.address.city,
      Provincia: s.address.province,
      Nazione: s.address.country,
    },
    IscrizioneREA: { Ufficio: s.rea.office, NumeroREA: s.rea.number, StatoLiquidazione: 'LN' },
  };
}

function buyerOf(buyer: BuyerRecord) {
  const vat = buyer.vatNumber ? { IdFiscaleIVA: { IdPaese: 'IT', IdCodice: buyer.vatNumber } } : {};
  return {
    DatiAnagrafici: {
      ...vat,
      CodiceFiscale: buyer.fiscalCode.toUpperCase(),
      Anagrafica: { Denominazione: buyer.companyName },
    },
    Sede: {
      Indirizzo: buyer.address1,
      NumeroCivico: buyer.addressNumber,
      CAP: buyer.postalCode,
      Comune: buyer.city,
      Provincia: buyer.province.toUpperCase(),
      Nazione: 'IT',
    },
  };
}

function goodsAndServices(doc: InvoiceDocument) {
  return {
    DettaglioLinee: doc.lines.map((line, i) => {
      const quantity = line.quantity > 0 ? line.quantity : 1;
      return {
        NumeroLinea: i + 1,
        Descrizione: line.description,
        Quantita: quantity.toFixed(Number.isInteger(quantity) ? 2 : 3),
        PrezzoUnitario: (line.taxableCents / 100 / quantity).toFixed(8),
        PrezzoTotale: euro(line.taxableCents),
        AliquotaIVA: rate(line.vatPct),
      };
    }),
    DatiRiepilogo: doc.vat.map((r) => ({
      AliquotaIVA: rate(r.vatPct),
      ImponibileImporto: euro(r.taxableCents),
      Imposta: euro(r.vatCents),
      EsigibilitaIVA: 'I',
    })),
  };
}

/** The invoice as FatturaPA 1.2.x XML (FatturaElettronica, TD01 in euro), for the chain's staff. */
export function renderFatturaPaXml(doc: InvoiceDocument): string {
  if (!doc.invoice || !doc.number) throw new Error('Only an invoice has a FatturaPA XML');
  const { buyer } = doc.invoice;
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele(FATTURA_PA_NAMESPACE, 'p:FatturaElettronica', { versione: FORMAT })
    .ele({
      FatturaElettronicaHeader: {
        DatiTrasmissione: transmission(doc, buyer),
        CedentePrestatore: seller(doc),
        CessionarioCommittente: buyerOf(buyer),
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            TipoDocumento: 'TD01',
            Divisa: 'EUR',
            Data: doc.date,
            Numero: doc.number,
            ImportoTotaleDocumento: euro(doc.totalCents),
            Causale: `Ordine n. ${doc.orderNumber}`,
          },
        },
        DatiBeniServizi: goodsAndServices(doc),
        DatiPagamento: {
          CondizioniPagamento: 'TP02',
          DettaglioPagamento: {
            ModalitaPagamento: paymentMethodOf(doc.paymentTypeId),
            ImportoPagamento: euro(doc.totalCents),
          },
        },
      },
    })
    .doc()
    .end({ prettyPrint: true });
}
