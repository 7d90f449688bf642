import styles from './dataTable.module.css';

/** The class of a table of records: full width, a line under each row, muted column headers. */
export const dataTableClass = styles.table;
