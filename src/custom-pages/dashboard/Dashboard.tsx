import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardActionArea, CardContent, Chip, Skeleton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import CachedIcon from '@mui/icons-material/Cached';
import SettingsIcon from '@mui/icons-material/Settings';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SearchIcon from '@mui/icons-material/Search';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { ColisStatistics } from '../../dataProvider/contract/colis';
import { useCurrentUser } from '../../authProvider/session';
import { formatMoney } from '../../domain/currency';
import { formatDecimal, formatInteger, formatPercent, plural } from '../../domain/format';
import { CountryName } from '../../components/flags/CountryFlag';
import { countryNameOf } from '../../domain/country';
import { can, isAdmin } from '../../domain/permissions';
import { formatChange, greeting, lastMonths, monthlyAverage, monthOverMonth } from '../../domain/parcelDashboard';
import { COLIS_STATISTICS_KEY } from '../../dataProvider/colisQueryKeys';
import { AdvancedSearchDialog } from './AdvancedSearchDialog';
import { RecentActivity } from './RecentActivity';
import { RetryAlert } from '../../components/RetryAlert';

const MonthlyChart = lazy(() => import('./MonthlyChart'));

export const REFRESH_SUCCESS = 'Dashboard actualisé - Données fraîches chargées';
export const REFRESH_ERROR = "Erreur lors de l'actualisation des données";

function changeTone(change: number | null): 'success' | 'error' | 'default' {
  if (change === null || change === 0) return 'default';
  return change > 0 ? 'success' : 'error';
}

function StatCard({ title, value, caption, badge, captionBadge, loading }: { title: string; value: ReactNode; caption: string; badge?: ReactNode; captionBadge?: ReactNode; loading: boolean }) {
  return (
    // The value's size follows the card's width (container units): '10 147 238 GNF' fits a phone's half-width card.
    <Card variant="outlined" component="section" aria-label={title} sx={{ containerType: 'inline-size', minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {title}
          </Typography>
          {!loading && badge}
        </Box>
        {loading ? (
          <Skeleton width={96} height={40} />
        ) : (
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, fontSize: 'clamp(1rem, 10cqi, 1.75rem)', whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
          {!loading && captionBadge}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The month-over-month badge: it names what it compares; none when last month has nothing to compare with. */
function ChangeBadge({ change, what }: { change: number | null; what: string }) {
  if (change === null) return null;
  // On a phone's half-width card the badge wraps inside the card instead of running past its edge.
  return (
    <Chip
      size="small"
      color={changeTone(change)}
      label={`${formatChange(change)} vs mois dernier`}
      title={`${what} ce mois-ci par rapport au mois dernier`}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}

export const STATISTICS_UNAVAILABLE = 'Statistique indisponible';

function Cards({ stats, loading, failed }: { stats: ColisStatistics | undefined; loading: boolean; failed: boolean }) {
  const countChange = stats ? monthOverMonth(stats.colis_mois, stats.colis_mois_precedent) : null;
  const revenueChange = stats ? monthOverMonth(stats.revenus_mois, stats.revenus_mois_precedent) : null;
  const transitShare = stats && stats.total > 0 ? Math.round((stats.par_statut.expedie / stats.total) * 100) : 0;
  const waiting = stats?.prets_expedition_anciens ?? 0;
  // Without statistics the cards say so, rather than 0 and '0,00 CAD' a user would believe.
  const unavailable = !stats && failed;
  const figure = (value: (s: ColisStatistics) => string) => (stats ? value(stats) : '—');
  return (
    // Two by two on a phone, four in a row from tablets: the same order everywhere.
    <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <StatCard
        title="Total colis"
        value={figure((s) => formatInteger(s.total))}
        caption={unavailable ? STATISTICS_UNAVAILABLE : `${plural(stats?.colis_mois ?? 0, 'enregistré', 'enregistrés')} ce mois-ci`}
        loading={loading}
        captionBadge={<ChangeBadge change={countChange} what="Colis enregistrés" />}
      />
      <StatCard
        title="Revenus du mois"
        value={figure((s) => formatMoney(s.revenus_mois, s.devise))}
        caption={unavailable ? STATISTICS_UNAVAILABLE : `Paiements réels · ${stats?.devise ?? ''}`}
        loading={loading}
        captionBadge={<ChangeBadge change={revenueChange} what="Revenus" />}
      />
      <StatCard
        title="En transit"
        value={figure((s) => formatInteger(s.par_statut.expedie))}
        caption={unavailable ? STATISTICS_UNAVAILABLE : 'Colis partis, pas encore arrivés'}
        loading={loading}
        badge={stats ? <Chip size="small" color="info" label={`${formatPercent(transitShare)} du total`} /> : undefined}
      />
      <StatCard
        title="Prêts à expédier"
        value={figure((s) => formatInteger(s.prets_expedition))}
        caption={unavailable ? STATISTICS_UNAVAILABLE : 'En attente, dans aucun bordereau'}
        loading={loading}
        badge={waiting > 0 ? <Chip size="small" color="warning" label="Urgent" title={`${plural(waiting, 'colis attend', 'colis attendent')} depuis plus de 7 jours`} /> : undefined}
      />
    </Box>
  );
}

function QuickAction({ icon, label, to, href, onClick }: { icon: ReactNode; label: string; to?: string; href?: string; onClick?: () => void }) {
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {content}
        </CardActionArea>
      ) : href ? (
        <CardActionArea component="a" href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </CardActionArea>
      ) : (
        <CardActionArea onClick={onClick}>{content}</CardActionArea>
      )}
    </Card>
  );
}

function MonthlyPerformance({ stats }: { stats: ColisStatistics }) {
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const series = lastMonths(stats.serie_mensuelle, mobile);
  const averageCount = monthlyAverage(series, (p) => p.nombre_colis);
  const averageRevenue = monthlyAverage(series, (p) => p.revenus);
  return (
    <Card variant="outlined" component="section" aria-labelledby="performance-titre">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="performance-titre" variant="h6" component="h2">
          Performance mensuelle
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="moyenne-mensuelle">
          {`${series.length} derniers mois · Moyenne : ${formatDecimal(averageCount, 0, 1)} colis / mois · ${formatMoney(averageRevenue, stats.devise)} / mois`}
        </Typography>
        <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
          <MonthlyChart series={series} currency={stats.devise} averageCount={averageCount} />
        </Suspense>
      </CardContent>
    </Card>
  );
}

/** / : greeting, direction, the four cards, quick actions and the monthly chart, from real data. */
export default function Dashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const user = useCurrentUser();
  const refreshLists = useRefresh();
  const [searching, setSearching] = useState(false);
  const stats = useQuery({ queryKey: COLIS_STATISTICS_KEY, queryFn: () => dataProvider.getColisStatistics() });
  const origin = user?.operating_country;
  const destination = user?.destination_country;

  const refresh = async () => {
    refreshLists();
    const result = await stats.refetch();
    if (result.isError) notify(REFRESH_ERROR, { type: 'error' });
    else notify(REFRESH_SUCCESS, { type: 'success' });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title="Tableau de bord" />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {greeting(new Date())}, {user?.first_name || user?.username || ''} !
          </Typography>
          {origin && destination ? (
            <Typography color="text.secondary">
              Envoi de <CountryName code={origin.code_iso2} name={countryNameOf(origin)} /> vers <CountryName code={destination.code_iso2} name={countryNameOf(destination)} />
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Tooltip describeChild title="Recharger les chiffres et l'activité du tableau de bord">
            <span>
              <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={stats.isFetching}>
                Actualiser
              </Button>
            </span>
          </Tooltip>
          <Tooltip describeChild title="Recharger toute l'application, comme la touche F5">
            <Button variant="outlined" startIcon={<CachedIcon />} onClick={() => window.location.reload()}>
              Recharger
            </Button>
          </Tooltip>
          {can(user, 'colis.create') && (
            <Button component={Link} to="/colis/nouveau" variant="contained" startIcon={<AddIcon />}>
              Nouveau Colis
            </Button>
          )}
          {isAdmin(user) && (
            <Button component={Link} to="/configuration" variant="outlined" startIcon={<SettingsIcon />}>
              Configuration
            </Button>
          )}
        </Box>
      </Box>

      {stats.isError && (
        <RetryAlert onRetry={() => stats.refetch()}>Impossible de charger les statistiques.</RetryAlert>
      )}
      <Cards stats={stats.data} loading={stats.isPending} failed={stats.isError} />

      <Box component="section" aria-labelledby="actions-rapides-titre">
        <Typography id="actions-rapides-titre" variant="h6" component="h2" sx={{ mb: 1 }}>
          Actions rapides
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {can(user, 'colis.create') && <QuickAction icon={<AddIcon />} label="Nouveau colis" to="/colis/nouveau" />}
          {can(user, 'bordereaux.create') && <QuickAction icon={<LocalShippingIcon />} label="Créer un bordereau" to="/bordereaux/nouveau" />}
          <QuickAction icon={<TravelExploreIcon />} label="Suivi rapide" href="#/suivi" />
          <QuickAction icon={<SearchIcon />} label="Recherche avancée" onClick={() => setSearching(true)} />
          <QuickAction icon={<Inventory2Icon />} label="Gérer les colis" to="/colis" />
          {can(user, 'paiements.list') && <QuickAction icon={<PaymentsIcon />} label="Paiements" to="/paiements" />}
        </Box>
      </Box>

      {stats.data ? <MonthlyPerformance stats={stats.data} /> : stats.isPending ? <Skeleton variant="rectangular" height={340} /> : null}

      <RecentActivity />
      <AdvancedSearchDialog open={searching} onClose={() => setSearching(false)} />
    </Box>
  );
}
