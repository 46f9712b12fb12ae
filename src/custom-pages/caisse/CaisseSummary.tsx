import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Collapse, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { AccountingStatistics, CountryAmount } from '../../dataProvider/contract/paiements';
import { formatMoney } from '../../domain/currency';
import { paymentMethodLabel } from '../../domain/paymentStatus';
import { StatCard } from '../../components/StatCard';
import { CountryName } from '../../components/flags/CountryFlag';
import { countryName } from '../../domain/country';
import { formatInteger, plural } from '../../domain/format';

/** Bars are at least 2 % wide so a small share stays visible (spec 002 section 9). */
export const MIN_BAR_PERCENT = 2;

export function barWidth(part: number, total: number): number {
  if (!(total > 0) || !(part > 0)) return MIN_BAR_PERCENT;
  return Math.max(MIN_BAR_PERCENT, Math.min(100, (part / total) * 100));
}

function countryCard(rank: number, country: CountryAmount | undefined, fallbackCurrency: string) {
  if (!country) return <StatCard key={rank} title={`Pays n°${rank}`} value="—" caption="Aucune donnée disponible" testId={`top-pays-${rank}`} />;
  return (
    <StatCard
      key={rank}
      title={
        <>
          {`Pays n°${rank} : `}
          <CountryName code={country.code} name={countryName(country.code, country.nom)} />
        </>
      }
      value={formatMoney(country.valeur_totale, country.devise_native ?? fallbackCurrency)}
      caption={`Lieu de paiement · ${plural(country.count, 'paiement validé', 'paiements validés')}`}
      testId={`top-pays-${rank}`}
    />
  );
}

function Bar({ label, amount, count, width }: { label: ReactNode; amount: string; count: number; width: number }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {amount} · {formatInteger(count)}
        </Typography>
      </Box>
      <Box sx={{ height: 8, bgcolor: 'grey.200', borderRadius: 4 }} aria-hidden>
        <Box sx={{ height: 8, width: `${width}%`, bgcolor: 'primary.main', borderRadius: 4 }} />
      </Box>
    </Box>
  );
}

/** What the total adds up: the validated payments, and how many listed ones it leaves out. */
function totalCaption(validated: number, listed: number): string {
  const counted = plural(validated, 'paiement validé', 'paiements validés');
  const left = listed - validated;
  return left > 0 ? `${counted} · ${plural(left, 'autre non compté', 'autres non comptés')} (en attente ou refusés)` : counted;
}

/** Totals, top countries, validated count; then the breakdowns by method and by country. */
export function CaisseSummary({ stats }: { stats: AccountingStatistics }) {
  const [open, setOpen] = useState(true);
  const validated = stats.repartition_statuts.find((s) => s.statut === 'valide')?.count ?? 0;
  const countries = Object.values(stats.repartition_pays_dynamique).sort((a, b) => (b.montant_converti_pour_tri ?? 0) - (a.montant_converti_pour_tri ?? 0));
  const methodTotal = stats.repartition_methodes.reduce((s, m) => s + (m.montant_converti_vers_square ?? m.montant), 0);
  const countryTotal = countries.reduce((s, c) => s + (c.montant_converti_pour_tri ?? 0), 0);
  const empty = stats.nombre_paiements === 0;

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
        <StatCard title="Total des paiements" value={formatMoney(stats.total_paiements, stats.devise_principale)} caption={totalCaption(validated, stats.nombre_paiements)} testId="total-paiements" />
        {countryCard(1, stats.top_2_pays[0], stats.devise_principale)}
        {countryCard(2, stats.top_2_pays[1], stats.devise_principale)}
        <StatCard title="Paiements validés" value={formatInteger(validated)} testId="paiements-valides" />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Button onClick={() => setOpen((o) => !o)} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />} aria-expanded={open}>
            Répartition par méthode et par pays
          </Button>
          <Collapse in={open}>
            {empty ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                Aucune donnée disponible
              </Typography>
            ) : (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 1 }}>
                <Box component="section" aria-label="Par méthode">
                  <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                    Par méthode
                  </Typography>
                  {stats.repartition_methodes.length === 0 && <Typography color="text.secondary">Aucune donnée disponible</Typography>}
                  {stats.repartition_methodes.map((m) => (
                    <Bar
                      key={m.methode}
                      label={paymentMethodLabel(m.methode, m.methode_display)}
                      amount={formatMoney(m.montant, stats.devise_principale)}
                      count={m.count}
                      width={barWidth(m.montant_converti_vers_square ?? m.montant, methodTotal)}
                    />
                  ))}
                </Box>
                <Box component="section" aria-label="Par pays">
                  <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                    Par pays
                  </Typography>
                  {countries.length === 0 && <Typography color="text.secondary">Aucune donnée disponible</Typography>}
                  {countries.map((c) => (
                    <Bar
                      key={c.code ?? c.nom}
                      label={<CountryName code={c.code} name={countryName(c.code, c.nom)} />}
                      amount={formatMoney(c.valeur_totale, c.devise_native ?? stats.devise_principale)}
                      count={c.count}
                      width={barWidth(c.montant_converti_pour_tri ?? 0, countryTotal)}
                    />
                  ))}
                </Box>
              </Box>
            )}
          </Collapse>
        </CardContent>
      </Card>
    </Box>
  );
}
