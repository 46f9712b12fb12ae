import { Bar, CartesianGrid, ComposedChart, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../domain/currency';
import { formatCompact, formatInteger } from '../../domain/format';
import { monthLabel } from '../../domain/parcelDashboard';
import type { MonthlyPoint } from '../../dataProvider/contract/colis';

/** Bars of parcels and revenue per month with the monthly average; loaded only by the dashboard. */
export default function MonthlyChart({ series, currency, averageCount }: { series: MonthlyPoint[]; currency: string; averageCount: number }) {
  const data = series.map((point) => ({ mois: monthLabel(point.mois), colis: point.nombre_colis, revenus: point.revenus }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="mois" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="colis" allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
        <YAxis yAxisId="revenus" orientation="right" tick={{ fontSize: 12 }} width={64} tickFormatter={(value: number) => formatCompact(value)} />
        <Tooltip formatter={(value, name) => (name === 'Revenus' ? formatMoney(Number(value), currency) : formatInteger(Number(value)))} />
        <Legend />
        <Bar yAxisId="colis" dataKey="colis" name="Colis" fill="#1976d2" radius={[4, 4, 0, 0]} />
        <Bar yAxisId="revenus" dataKey="revenus" name="Revenus" fill="#2e7d32" radius={[4, 4, 0, 0]} />
        <ReferenceLine yAxisId="colis" y={averageCount} stroke="#ed6c02" strokeDasharray="6 4" label={{ value: 'Moyenne', position: 'insideTopLeft', fontSize: 12 }} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
