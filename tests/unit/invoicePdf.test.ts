import { describe, expect, it } from 'vitest';
import { facturePdf } from '../../src/demo/pdf/facturePdf';
import { bordereauPdf } from '../../src/demo/pdf/bordereauPdf';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('demo PDFs of manifests and invoices', () => {
  it('writes a real invoice PDF whose raw bytes carry the invoice number', async () => {
    const bytes = await facturePdf({
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
      lignes: [
        { categorie: 'Électronique', quantite: 3, poids: 4.2, valeurUnitaire: 95, valeurTotale: 399 },
        { categorie: 'Vêtements', quantite: 10, poids: 6.5, valeurUnitaire: 12.5, valeurTotale: 81.25 },
      ],
    });
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
