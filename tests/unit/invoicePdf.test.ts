import { describe, expect, it } from 'vitest';
import { factureContent, facturePdf, type FacturePdfInput } from '../../src/demo/pdf/facturePdf';
import { bordereauPdf } from '../../src/demo/pdf/bordereauPdf';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

const INVOICE: FacturePdfInput = {
  numero: 'FC-2026-0042',
  statut: 'Validée',
  entreprise: 'TransAtlantique Colis',
  createur: 'Julie Tremblay',
  dateCreation: '2026-03-01T12:00:00Z',
  dateValidation: '2026-03-02T12:00:00Z',
  bordereaux: ['BRD-2026-0001'],
  nombreColis: 3,
  devise: 'CAD',
  remarques: 'Effets personnels',
  trajet: 'Canada → Guinée',
  expediteur: { nom: 'TransAtlantique Colis — agence de départ (Canada)', lignes: ['Canada', '+1 514 555 0142'] },
  destinataire: { nom: "TransAtlantique Colis — agence d'arrivée (Guinée)", lignes: ['Guinée', "À l'attention de Mamadou Diallo"] },
  lignes: [
    { categorie: 'Électronique', quantite: 3, poids: 4.2, valeurUnitaire: 95, valeurTotale: 399 },
    { categorie: 'Vêtements', quantite: 10, poids: 6.25, valeurUnitaire: 12.5, valeurTotale: 78.13 },
  ],
};

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('commercial invoice content', () => {
  it('says the unit value is per kg and the line total is weight × unit value, with weights written with a comma', () => {
    const content = factureContent(INVOICE);
    expect(content.columns).toEqual(['Catégorie', 'Quantité', 'Poids (kg)', 'Valeur unitaire (CAD/kg)', 'Total (poids × valeur)']);
    expect(content.rows.map((row) => row.map(plain))).toEqual([
      ['Électronique', '3', '4,2', '95,00 CAD', '399,00 CAD'],
      ['Vêtements', '10', '6,25', '12,50 CAD', '78,13 CAD'],
    ]);
    expect(content.total.map(plain)).toEqual(['TOTAL', '13', '10,45', '', '477,13 CAD']);
  });

  it('names the shipper, the consignee and the route', () => {
    const content = factureContent(INVOICE);
    expect(content.header).toContain('Trajet : Canada → Guinée');
    expect(content.parties.map((p) => p.titre)).toEqual(['Expéditeur (exportateur)', 'Destinataire (importateur)']);
    expect(content.parties[0].party.nom).toContain('agence de départ (Canada)');
    expect(content.parties[1].party.lignes).toContain("À l'attention de Mamadou Diallo");
    expect(content.header).toContain('Créée le 1 mars 2026 par Julie Tremblay');
  });
});

describe('demo PDFs of manifests and invoices', () => {
  it('writes a real invoice PDF whose raw bytes carry the invoice number', async () => {
    const bytes = await facturePdf(INVOICE);
    const text = latin1(bytes);
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain('(FC-2026-0042)');
    expect(text).toContain('%%EOF');
  });

  it('writes a real manifest PDF with its number', async () => {
    const bytes = await bordereauPdf({
      numero: 'BRD-2026-0099',
      statut: 'Brouillon',
      entreprise: 'TransAtlantique Colis',
      route: 'Canada -> Guinée',
      agentExpediteur: 'Julie Tremblay',
      agentReceveur: 'Non assigné',
      dateCreation: '2026-03-01T12:00:00Z',
      dateEnvoi: null,
      notes: '',
      devise: 'CAD',
      colis: [{ numero: 'COL-2026-000001', suivi: 'CG0000001', destinataire: 'Awa Bah', quartier: 'Kaloum', telephone: '+224 620 00 00 00', poids: 2.5, valeur: 40, statut: 'En attente' }],
    });
    const text = latin1(bytes);
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain('(BRD-2026-0099)');
  });
});
