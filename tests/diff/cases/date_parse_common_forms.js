// Date.parse on the forms agents meet in data: RFC 2822 with a numeric offset (mail and
// HTTP headers), dashed day-month-year, dates without leading zeros, a year alone with
// a month. (Local times read as UTC: the expected output is made with TZ=UTC.)
const texts = [
  "Thu, 01 Jan 1970 00:00:00 +0000",
  "Tue, 05 Mar 2024 13:45:00 -0500",
  "5 Mar 2024 13:45:00 +05:30",
  "Sat, 01-Jan-2000 08:00:00 GMT",
  "01-Jan-2000",
  "2024-3-7",
  "2024-03-07 10:00 -0500",
  "12-25-2023",
  "2000-1-1 GMT",
  "Jan 2000",
  "2000 Jan 1",
  "March 7, 2024 10:00:00 PM",
  "2024/3/7 5:06",
  "25-12-2023",
  "not a date",
];
for (const t of texts) {
  const ms = Date.parse(t);
  console.log(JSON.stringify(t), ms, Number.isNaN(ms) ? "-" : new Date(ms).toISOString());
}
