// Charts of the overview, drawn with recharts. This file is only reached from /admin's own chunk, so
// no other page downloads the chart library.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatChartDay } from '../format-date';

const TEAL = '#2f7f7a';
const CORAL = '#c4502f';
const GRID = '#eadcc6';
const TICK = { fill: '#5b5470', fontSize: 12 };

interface DayChartProps {
  data: { date: string; count: number }[];
  language: string;
  label: string;
  countLabel: string;
}

/** Stories per day: an area over 30 days. */
export function StoriesPerDayChart({ data, language, label, countLabel }: DayChartProps) {
  const points = data.map((d) => ({ day: formatChartDay(d.date, language), count: d.count }));
  return (
    <div role="img" aria-label={label} className="h-64 w-full" data-testid="chart-stories-per-day">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={TICK} interval="preserveStartEnd" minTickGap={24} />
          <YAxis tick={TICK} allowDecimals={false} />
          <Tooltip formatter={(value) => [value, countLabel]} />
          <Area type="monotone" dataKey="count" stroke={TEAL} fill={TEAL} fillOpacity={0.18} strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Failed generations per day: bars over 7 days. */
export function FailuresPerDayChart({ data, language, label, countLabel }: DayChartProps) {
  const points = data.map((d) => ({ day: formatChartDay(d.date, language), count: d.count }));
  return (
    <div role="img" aria-label={label} className="h-64 w-full" data-testid="chart-failures-per-day">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={TICK} />
          <YAxis tick={TICK} allowDecimals={false} />
          <Tooltip formatter={(value) => [value, countLabel]} cursor={{ fill: '#fdeee8' }} />
          <Bar dataKey="count" fill={CORAL} radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
