//! The class's results as CSV for a spreadsheet, quoted by the `csv` crate.
//!
//! Two tables, because a student has many practice checks and one row cannot hold them cleanly:
//! - `export_csv`: one row per student (the class at a glance), with the headers
//!   `student,practice_checks,practice_score,practice_out_of,lessons_finished,won,drawn,lost`;
//!   `practice_score` and `practice_out_of` add up the first checks, `lessons_finished` lists the
//!   lessons' numbers separated by spaces.
//! - `export_practice_csv`: one row per practice check, with the headers
//!   `student,exercise,first_check_score,out_of,at` (`at` in seconds since the Unix epoch).

use std::io::Write;

use super::error::RecordsError;
use super::records::Records;

impl Records {
    /// One row per student, by name (see the module's doc for the columns).
    pub fn export_csv(&self, writer: impl Write) -> Result<(), RecordsError> {
        let mut csv = csv::Writer::from_writer(writer);
        csv.write_record([
            "student",
            "practice_checks",
            "practice_score",
            "practice_out_of",
            "lessons_finished",
            "won",
            "drawn",
            "lost",
        ])?;
        for student in self.class_summary()? {
            let score: u64 = student
                .practice
                .iter()
                .map(|check| u64::from(check.first_check_score))
                .sum();
            let out_of: u64 = student
                .practice
                .iter()
                .map(|check| u64::from(check.out_of))
                .sum();
            let lessons: Vec<String> = student
                .lessons_finished
                .iter()
                .map(u32::to_string)
                .collect();
            csv.write_record([
                student.name,
                student.practice.len().to_string(),
                score.to_string(),
                out_of.to_string(),
                lessons.join(" "),
                student.won.to_string(),
                student.drawn.to_string(),
                student.lost.to_string(),
            ])?;
        }
        csv.flush().map_err(csv::Error::from)?;
        Ok(())
    }

    /// One row per practice check, by student and then in the order they were checked.
    pub fn export_practice_csv(&self, writer: impl Write) -> Result<(), RecordsError> {
        let mut csv = csv::Writer::from_writer(writer);
        csv.write_record(["student", "exercise", "first_check_score", "out_of", "at"])?;
        for student in self.class_summary()? {
            for check in student.practice {
                csv.write_record([
                    student.name.clone(),
                    check.exercise,
                    check.first_check_score.to_string(),
                    check.out_of.to_string(),
                    check.at.to_string(),
                ])?;
            }
        }
        csv.flush().map_err(csv::Error::from)?;
        Ok(())
    }
}
