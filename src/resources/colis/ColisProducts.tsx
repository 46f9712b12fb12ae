import { Alert, AlertTitle, Box, Card, CardContent, Table, TableBody, TableCell, TableContainer, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { formatMoney } from '../../domain/currency';
import { MISSING_CATEGORY_LABEL, missingFees, type MissingFee } from '../../domain/fees';
import type { Produit } from '../../dataProvider/contract/colis';
import { formatUnitWeight } from '../../domain/format';
import { TableHeadRow } from '../../components/TableHeadRow';

/**
 * One notice per deactivated category, naming its products: a parcel of several products of one
 * category repeated the same notice under each.
 */
function DisabledCategories({ produits }: { produits: Produit[] }) {
  const groups = new Map<string, { message: NonNullable<Produit['categorie_desactivee_message']>; names: string[] }>();
  for (const p of produits) {
    const message = p.categorie_desactivee_message;
    if (!message) continue;
    const key = String(p.categorie_produit ?? message.title);
    const group = groups.get(key) ?? { message, names: [] };
    if (!group.names.includes(p.nom_produit)) group.names.push(p.nom_produit);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, { message, names }]) => (
    <Alert key={key} severity="warning" sx={{ mt: 1 }} data-testid="categorie-desactivee">
      <AlertTitle>{message.title}</AlertTitle>
      {message.message}
      {message.details ? ` ${message.details}` : ''}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {names.length > 1 ? 'Produits concernés' : 'Produit concerné'} : {names.join(', ')}
      </Typography>
    </Alert>
  ));
}

/** The products priced 0 for want of a category, dimensions or lines, as read back from the server. */
export function missingFeesOf(produits: readonly Produit[]): MissingFee[] {
  return missingFees(
    produits.map((p) => ({ ...p, nom: p.nom_produit })),
    (p) => (p.categorie_type_tarification ? { type_tarification: p.categorie_type_tarification, prix_unitaire: p.categorie_prix_unitaire ?? 0 } : null),
  );
}

/** The products whose fee is missing, each with its reason: the amount due is not complete. */
function MissingFees({ produits }: { produits: Produit[] }) {
  const missing = missingFeesOf(produits);
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="frais-manquants">
      <AlertTitle>Frais d'expédition incomplets</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {missing.map((item) => (
          <li key={item.index}>{item.message}</li>
        ))}
      </Box>
    </Alert>
  );
}

const categoryOf = (p: Produit) => p.categorie_nom ?? MISSING_CATEGORY_LABEL;

/** The products as cards, on phones. */
function ProductCards({ produits, currency }: { produits: Produit[]; currency: string }) {
  return (
    <Box component="ul" aria-label="Produits" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {produits.map((p, index) => (
        <Card component="li" key={p.id ?? index} variant="outlined">
          <CardContent>
            <Typography sx={{ fontWeight: 600 }}>{p.nom_produit}</Typography>
            <Typography variant="body2" color="text.secondary">
              {categoryOf(p)}
            </Typography>
            <Typography variant="body2">
              Quantité : {p.quantite} · Valeur unitaire : {formatMoney(p.valeur_estimee_individuelle, currency)} · Poids unitaire : {formatUnitWeight(p.poids_unitaire)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The products as a table, on large screens. */
function ProductTable({ produits, currency }: { produits: Produit[]; currency: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Produits">
        <TableHeadRow columns={['Produit', 'Catégorie', 'Quantité', 'Valeur unitaire', 'Poids unitaire', 'Valeur totale']} alignRight={['Quantité', 'Valeur unitaire', 'Poids unitaire', 'Valeur totale']} />
        <TableBody>
          {produits.map((p, index) => (
            <TableRow key={p.id ?? index}>
              <TableCell>
                {p.nom_produit}
                {p.description ? (
                  <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                    {p.description}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{categoryOf(p)}</TableCell>
              <TableCell align="right">{p.quantite}</TableCell>
              <TableCell align="right">{formatMoney(p.valeur_estimee_individuelle, currency)}</TableCell>
              <TableCell align="right">{formatUnitWeight(p.poids_unitaire)}</TableCell>
              <TableCell align="right">{formatMoney(p.valeur_estimee_individuelle * p.quantite, currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Products: a table on large screens, cards on phones; the missing fees and one notice per deactivated category below. */
export function ColisProducts({ produits, currency }: { produits: Produit[]; currency: string }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (produits.length === 0) return <Typography color="text.secondary">Aucun produit enregistré pour ce colis.</Typography>;
  return (
    <>
      {small ? <ProductCards produits={produits} currency={currency} /> : <ProductTable produits={produits} currency={currency} />}
      <MissingFees produits={produits} />
      <DisabledCategories produits={produits} />
    </>
  );
}
