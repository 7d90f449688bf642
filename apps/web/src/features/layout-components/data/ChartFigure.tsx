import type { ReactNode } from 'react';
import { colorClass, dotClass } from '../indicators';
import { LayoutHeading } from '../structural';
import type { ResultColor } from '@health-passport/domain';
import styles from './Chart.module.css';

/**
 * A chart with its text alternative (DESIGN.md "Charts"): the drawing is hidden from screen readers, which
 * read the table instead.
 */
export function ChartFigure({
  title,
  plot,
  legend,
  table,
}: {
  title: string | undefined;
  plot: ReactNode;
  legend: { color: ResultColor; text: string }[];
  table: ReactNode;
}) {
  return (
    <figure className={styles.figure}>
      {title && <LayoutHeading className={styles.title}>{title}</LayoutHeading>}
      <div className={styles.plot} aria-hidden="true">
        {plot}
      </div>
      <ul className={styles.legend} aria-hidden="true">
        {legend.map((entry) => (
          <li key={entry.text} className={colorClass(entry.color)}>
            <span className={dotClass} />
            {entry.text}
          </li>
        ))}
      </ul>
      {table}
    </figure>
  );
}

/** The chart's data as a table for screen readers: a caption, column headers and a row per point. */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: [string, ...string[]];
  rows: { key: string | number; cells: [string, ...string[]] }[];
}) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [head, ...rest] }) => (
          <tr key={key}>
            <th scope="row">{head}</th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
