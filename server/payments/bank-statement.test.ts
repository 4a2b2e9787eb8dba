import { describe, expect, it } from "vitest";
import { readBankStatement, statementRowLimit, type StatementCredit } from "./bank-statement.ts";

// Made-up statements in the shapes the three banks export: names, accounts and references are
// invented.

const sbi = [
  "Account Name       :,SUNRISE PUBLIC SCHOOL",
  "Address            :,12 EXAMPLE ROAD",
  "Date               :,06 Nov 2026",
  "Account Number     :,00000098765432101",
  "IFS Code           :,SBIN0009999",
  'Balance as on 1 Nov 2026 :,"1,00,000.00"',
  "Start Date         :,01 Nov 2026",
  "End Date           :,06 Nov 2026",
  "",
  "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
  '01 Nov 2026,01 Nov 2026,BY TRANSFER-UPI/CR/412345678901/ANITA SHARMA/UTIB/anita.s@okaxis/2027XI0042--,TRANSFER FROM 4897690000001,,500.00,"1,00,500.00"',
  '02 Nov 2026,02 Nov 2026,TO TRANSFER-UPI/DR/412345678902/STATIONERY MART/HDFC/mart@okhdfcbank/Payment from Ph,TRANSFER TO 4897690000002,"1,200.00",,"99,300.00"',
  '05 Nov 2026,05 Nov 2026,"BY TRANSFER-UPI/CR/412345678903/RAVI, KUMAR/SBIN/ravi.k@oksbi/2027/ii/0007",TRANSFER FROM 4897690000003,,"1,000.50","1,00,300.50"',
].join("\n");

const hdfc = [
  "HDFC BANK Ltd.,,,,,,",
  "SUNRISE PUBLIC SCHOOL,,,,,,",
  "Statement From : 01/11/2026 To : 06/11/2026,,,,,,",
  ",,,,,,",
  "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
  "********,********,********,********,********,********,********",
  '03/11/26,UPI-PRIYA VERMA-PRIYA.V@OKICICI-ICIC0009999-612345678904-2027 NUR 0001,0000612345678904,03/11/26,,"1,500.00","51,500.00"',
  '04/11/26,NEFT DR-SBIN0009999-EXAMPLE BOOKS-NETBANK,N308260000000005,04/11/26,"2,000.00",,"49,500.00"',
  "04/11/26,CHQ DEP - 000123 - CLEARING,000123,04/11/26,,250.00,49750.00",
  "********,********,********,********,********,********,********",
  "STATEMENT SUMMARY  :-,,,,,,",
  "Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal,",
  '"50,000.00",1,2,"2,000.00","1,750.00","49,750.00",',
].join("\r\n");

const icici = [
  "DETAILED STATEMENT,,,,,,,,",
  ",,,,,,,,",
  "Transactions List - SUNRISE PUBLIC SCHOOL (INR) - 000101000099,,,,,,,,",
  ",,,,,,,,",
  "S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR ),",
  '1,06/11/2026,05-11-2026,-,UPI/412345678905/2027-I-0042/MEERA IYER/okaxis,0.00,"1,000.00","76,000.00",',
  '2,06/11/2026,06-11-2026,-,"UPI/412345678906/2027XII0042 and 2027-II-0003/SAMEER ""SAM"" KHAN/ybl",0.00,"2,000.00","78,000.00",',
  '3,06/11/2026,06-11-2026,-,ATM/CASH WDL/EXAMPLE NAGAR,"5,000.00",0.00,"73,000.00",',
  ",,,,,,,,",
  "Legends Used in Account Statement,,,,,,,,",
].join("\n");

const credits = (csv: string) => {
  const read = readBankStatement(csv);
  if ("error" in read) throw new Error(read.error);
  return read;
};

describe("a bank statement", () => {
  it("in SBI's shape gives its credits past the account's details, the debits counted", () => {
    const { credits: found, skipped } = credits(sbi);
    expect(skipped).toBe(1);
    expect(found).toEqual<StatementCredit[]>([
      {
        row: 11,
        date: "2026-11-01",
        amount: 500,
        narration: "BY TRANSFER-UPI/CR/412345678901/ANITA SHARMA/UTIB/anita.s@okaxis/2027XI0042--",
        reference: "TRANSFER FROM 4897690000001",
        numbers: ["2027-XI-0042"],
      },
      {
        row: 13,
        date: "2026-11-05",
        amount: 1000.5,
        narration: "BY TRANSFER-UPI/CR/412345678903/RAVI, KUMAR/SBIN/ravi.k@oksbi/2027/ii/0007",
        reference: "TRANSFER FROM 4897690000003",
        numbers: ["2027-II-0007"],
      },
    ]);
  });

  it("in HDFC's shape passes over its rows of asterisks and its summary", () => {
    const { credits: found, skipped } = credits(hdfc);
    expect(skipped).toBe(1);
    expect(
      found.map(({ row, date, amount, reference, numbers }) => ({
        row,
        date,
        amount,
        reference,
        numbers,
      })),
    ).toEqual([
      {
        row: 7,
        date: "2026-11-03",
        amount: 1500,
        reference: "0000612345678904",
        numbers: ["2027-NUR-0001"],
      },
      { row: 9, date: "2026-11-04", amount: 250, reference: "000123", numbers: [] },
    ]);
  });

  it("in ICICI's shape takes the transaction date and every number a narration has", () => {
    const { credits: found, skipped } = credits(icici);
    expect(skipped).toBe(1);
    expect(
      found.map(({ date, amount, narration, numbers }) => ({
        date,
        amount,
        narration,
        numbers,
      })),
    ).toEqual([
      {
        date: "2026-11-05",
        amount: 1000,
        narration: "UPI/412345678905/2027-I-0042/MEERA IYER/okaxis",
        numbers: ["2027-I-0042"],
      },
      {
        date: "2026-11-06",
        amount: 2000,
        narration: 'UPI/412345678906/2027XII0042 and 2027-II-0003/SAMEER "SAM" KHAN/ybl',
        numbers: ["2027-XII-0042", "2027-II-0003"],
      },
    ]);
  });

  it("with one amount column and a Dr/Cr column gives the credits", () => {
    const csv = [
      "Sl. No.,Transaction Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance",
      "1,05 November 2026 10:32:15,UPI/2027 UKG 0015/example@okaxis,UPI-612345678907,700.00,CR,700.00",
      "2,2026-11-06,UPI/SHOP/example@ybl,UPI-612345678908,200.00,DR,500.00",
    ].join("\n");
    const read = credits(csv);
    expect(read.skipped).toBe(1);
    expect(read.credits).toMatchObject([
      { row: 2, date: "2026-11-05", amount: 700, numbers: ["2027-UKG-0015"] },
    ]);
  });

  it("without a header row names the columns it looked for", () => {
    const read = readBankStatement(
      "Account Name :,SUNRISE PUBLIC SCHOOL\nDate,Amount\n05/11/2026,500",
    );
    expect(read).toEqual({ error: expect.stringMatching(/No header row was found/) });
    const { error } = read as { error: string };
    for (const name of ["Txn Date", "Transaction Date", "Narration", "Particulars", "Credit"]) {
      expect(error).toContain(name);
    }
  });

  it("whose dates are written some other way is refused rather than read as empty", () => {
    const read = readBankStatement(
      "Date,Narration,Deposit Amt.\nNov 5th 2026,UPI/2027XI0042,500.00\n",
    );
    expect(read).toEqual({ error: expect.stringMatching(/No transactions were found/) });
  });

  it(`of more than ${statementRowLimit} rows is refused`, () => {
    const row = "05/11/26,UPI/2027XI0042,,,,500.00,500.00";
    const header =
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance";
    const at = (rows: number) => readBankStatement([header, ...Array(rows).fill(row)].join("\n"));
    expect(at(statementRowLimit + 1)).toEqual({
      error: expect.stringMatching(/more than 20,000 rows/),
    });
    expect(at(statementRowLimit)).toMatchObject({ skipped: 0 });
  });

  it("that is not CSV says so", () => {
    const read = readBankStatement(
      'Date,Narration,Deposit Amt.\n05/11/2026,"UPI/2027XI0042,500.00\n',
    );
    expect(read).toEqual({ error: expect.stringMatching(/^The file could not be read as CSV/) });
  });
});
