import { useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";

/**
 * The year of the build on the server and during hydration (the same value in both, so no
 * mismatch), then the visitor's own year.
 */
export const useCurrentYear = (): number => {
  const buildYear = Number(
    useStaticQuery<Queries.BuildYearQuery>(graphql`
      query BuildYear {
        site {
          buildTime(formatString: "YYYY")
        }
      }
    `).site?.buildTime,
  );
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
};
