import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EvolutionPoint } from '../../dataProvider/contract/paiements';
import { formatMoney } from '../../domain/currency';
import { formatDayKey, formatInteger } from '../../domain/format';

const shortDate = (key: string) => formatDayKey(key);

/** Daily payments received (days of the user's time zone): amount as bars, count as a line. Loaded only with the payments page. */
export default function EvolutionChart({ points, currency }: { points: EvolutionPoint[]; currency: string }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} fontSize={12} />
        <YAxis yAxisId="amount" fontSize={12} width={70} tickFormatter={(v: number) => formatInteger(v)} />
        <YAxis yAxisId="count" orientation="right" fontSize={12} width={30} allowDecimals={false} />
        <Tooltip
          labelFormatter={(label) => formatDayKey(String(label), true)}
          formatter={(value, name) => (name === 'Montant' ? formatMoney(Number(value), currency) : formatInteger(Number(value)))}
        />
        <Bar yAxisId="amount" dataKey="amount" name="Montant" fill="#1976d2" radius={[3, 3, 0, 0]} />
        <Line yAxisId="count" dataKey="count" name="Paiements" stroke="#b45309" dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
