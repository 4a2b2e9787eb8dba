import { parse } from "csv-parse/sync";
import { applicationNumbersIn } from "#contracts/admissions/application-number.ts";
import { MONTH_ABBREVIATIONS, writtenDate } from "#contracts/dates.ts";

// The school's bank statement, exported as CSV from its net banking, read for the payments
// into the account: each credit's day, amount and narration, and the application numbers the
// narration carries (a UPI payment's note reaches the statement in it), for the office to match
// the fees paid by UPI to their applications. Read with csv-parse 7 (its sync API, csv.js.org).
//
// Indian banks' exports differ. A few lines about the account (its holder, the period) come
// before the header row; the columns are named differently ("Txn Date" at SBI, "Date" at HDFC,
// "Transaction Date" at ICICI); amounts are grouped with commas, the Indian way ("1,23,456.00");
// dates are written 05/11/2026, 05-11-2026, 05/11/26 or 05 Nov 2026. Some banks give one
// amount column and a Dr/Cr column instead of a withdrawal and a deposit column.

export interface StatementCredit {
  /** The row's line in the file, as a spreadsheet numbers it. */
  row: number;
  /** YYYY-MM-DD. */
  date: string;
  /** Rupees, with paise when there are any. */
  amount: number;
  narration: string;
  /** The cheque or reference number column; empty when the bank gives none. */
  reference: string;
  /** The application numbers in the narration and the reference, as printed. */
  numbers: string[];
}

/** The most transactions one statement is read for. */
export const statementRowLimit = 20_000;
// The header row is looked for among this many rows from the top.
const preambleLimit = 50;

// Header cells squeezed to their letters: "Chq./Ref.No." is "chqrefno".
const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");
const columnNames = {
  date: /^(txn|tran|transaction|posting|post)?date$/,
  valueDate: /^value(date|dt)$/,
  narration:
    /^(narration|description|remarks|particulars|details|transaction(remarks|details|description|particulars))$/,
  reference: /^(chq|cheque|ref|reference|utr|tranid|transactionid)/,
  deposit: /^(deposit|credit)(s|amt|amount)?(inr|rs|cr)?$|^cr$/,
  amount: /^(txn|transaction)?(amount|amt)(inr|rs)?$/,
  drCr: /^(drcr|crdr|debitcredit|creditdebit|type|txntype|transactiontype)$/,
};
const looked =
  "a date (Txn Date, Transaction Date or Date), a narration (Narration, Description, Remarks " +
  "or Particulars) and a deposit (Deposit Amt. or Credit, or Amount with Dr/Cr)";

type Columns = {
  date: number;
  narration: number;
  reference?: number;
} & ({ deposit: number } | { amount: number; drCr: number });

/** The columns a header row names, or undefined when it is not the header. */
function columnsOf(header: string[]): Columns | undefined {
  const names = header.map(squeezed);
  const at = (name: keyof typeof columnNames) => {
    const index = names.findIndex((one) => columnNames[name].test(one));
    return index === -1 ? undefined : index;
  };
  // The day the money moved; the value date only when the bank gives no other.
  const date = at("date") ?? at("valueDate");
  const narration = at("narration");
  if (date === undefined || narration === undefined) return undefined;
  // A debit's deposit cell is empty: the withdrawal column need not be found.
  const common = { date, narration, reference: at("reference") };
  const deposit = at("deposit");
  if (deposit !== undefined) return { ...common, deposit };
  const amount = at("amount");
  const drCr = at("drCr");
  if (amount !== undefined && drCr !== undefined) return { ...common, amount, drCr };
  return undefined;
}

/** Rupees as a statement writes them ("1,500.00", "₹ 1500", "INR 1,500.5"), else undefined. */
function rupees(text: string | undefined): number | undefined {
  const plain = (text ?? "").replace(/,|₹|\s|^(inr|rs\.?)/gi, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return Math.round(Number(plain) * 100) / 100;
}

const monthNumbers = new Map(MONTH_ABBREVIATIONS.map((name, i) => [name.toLowerCase(), i + 1]));

/** A statement's date as YYYY-MM-DD, day first as Indian banks write it, else undefined. */
function statementDate(text: string | undefined): string | undefined {
  // A time after the day ("05/11/2026 10:32:15") says nothing the office needs.
  const day = (text ?? "").trim().replace(/\s+\d{1,2}:\d{2}(:\d{2})?(\s*[ap]m)?$/i, "");
  if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return writtenDate(day.split("-").reverse().join("-"));
  const named = /^(\d{1,2})[\s\-/]+([a-z]{3,9})[\s\-/,]+(\d{2}|\d{4})$/i.exec(day);
  if (named) {
    const month = monthNumbers.get(named[2]!.slice(0, 3).toLowerCase());
    return month ? writtenDate(`${named[1]}/${month}/${named[3]}`) : undefined;
  }
  return writtenDate(day);
}

/**
 * The credits in a bank statement's CSV, and how many of its transactions were not (debits,
 * mostly); or what stops it being read.
 */
export function readBankStatement(
  csv: string,
): { credits: StatementCredit[]; skipped: number } | { error: string } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      // A narration's own quote marks ('ANITA "BABY" SHARMA') are not the field's.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      // The preamble, the header, the most rows taken and one more to tell there are too many:
      // nothing after that is parsed.
      to: preambleLimit + statementRowLimit + 1,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return { error: `The file could not be read as CSV: ${(error as Error).message}` };
  }
  let headerAt = -1;
  let columns: Columns | undefined;
  for (const [index, { record }] of records.slice(0, preambleLimit).entries()) {
    columns = columnsOf(record);
    if (columns) {
      headerAt = index;
      break;
    }
  }
  if (!columns) {
    return {
      error: `No header row was found in the statement's first ${preambleLimit} rows: looked for ${looked}.`,
    };
  }
  const body = records.slice(headerAt + 1);
  if (body.length > statementRowLimit) {
    return {
      error: `The statement has more than ${statementRowLimit.toLocaleString("en-IN")} rows: export a shorter period.`,
    };
  }
  const credits: StatementCredit[] = [];
  let skipped = 0;
  for (const { record, info } of body) {
    const date = statementDate(record[columns.date]);
    const amount =
      "deposit" in columns
        ? rupees(record[columns.deposit])
        : /^c/i.test(record[columns.drCr] ?? "")
          ? rupees(record[columns.amount])
          : undefined;
    // A line without a day is no transaction: a row of asterisks under the header, an opening
    // balance, the summary at the foot.
    if (!date) continue;
    if (!amount) {
      skipped += 1;
      continue;
    }
    const narration = (record[columns.narration] ?? "").replace(/\s+/g, " ");
    const reference = columns.reference === undefined ? "" : (record[columns.reference] ?? "");
    credits.push({
      row: info.lines,
      date,
      amount,
      narration,
      reference,
      numbers: [
        ...new Set([...applicationNumbersIn(narration), ...applicationNumbersIn(reference)]),
      ],
    });
  }
  // Dates written some other way would pass every row over unseen.
  if (credits.length === 0 && skipped === 0) {
    return {
      error: `No transactions were found under the header row (line ${records[headerAt]!.info.lines}): their dates are read as 05/11/2026, 05-11-26 or 05 Nov 2026.`,
    };
  }
  return { credits, skipped };
}
