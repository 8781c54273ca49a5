//! Every phrase of a table, with sample figures in place: what the tests compare between the
//! languages (no English word on a French screen, and the other way round). The destructuring
//! names every field, so a phrase added to the table and left out here is a compile error.

use morpion::engine::{Evaluation, Skipped};
use morpion::i18n::{
    Chart, ExplorerWords, Glossary, HeapWords, Help, Info, MoveList, Names, Panel, Proof, Reach,
    Seats, StatusLine, TechniqueWords, Title, Values, Verdict, Words,
};

/// Every field of `value`, a `Struct` whose fields are all of one type, as an array, each
/// named once: the pattern is exhaustive, so a field added to the struct and not listed here
/// fails to compile (no phrase is left unchecked).
macro_rules! every_field {
    ($struct:ident $value:expr; $($field:ident),* $(,)?) => {{
        let $struct { $($field),* } = $value;
        [$($field),*]
    }};
}

pub mod catalog;
mod home;
mod keys;
mod lessons;
mod messages;
mod practice;
mod steps;

use home::home_phrases;
use keys::key_phrases;
use lessons::lesson_phrases;
use messages::message_phrases;
use practice::practice_phrases;
use steps::step_phrases;

/// Every phrase of a language's table.
pub trait EveryPhrase {
    /// Every phrase of this table, each function called with sample figures and names.
    fn every_phrase(&self) -> Vec<String>;
}

impl EveryPhrase for Words {
    fn every_phrase(&self) -> Vec<String> {
        let Words {
            lang,
            thousands: _,
            decimal: _,
            unit_space: _,
            grammar: _,
            names,
            seats,
            title,
            heap,
            info,
            move_list,
            values,
            panel,
            glossary,
            chart,
            status,
            explorer,
            techniques: technique_words,
            help,
            keys,
            messages,
            steps,
            home: _,
            practice,
            lessons,
        } = self;
        let mut all: Vec<String> = Vec::new();
        let mut fixed = |texts: &[&str]| all.extend(texts.iter().map(|t| (*t).to_owned()));

        let Names {
            take,
            column,
            start,
            eval_draw,
            eval_heuristic,
            eval_heap,
            order_reading,
            order_centre_first,
            order_threats,
            order_takes,
            minimax,
            alpha_beta,
            alpha_beta_short,
            plus_order: plus_order_row,
            table,
            deepening,
            on,
            off,
            no_pause,
        } = names;
        fixed(&[
            start,
            eval_draw,
            eval_heuristic,
            eval_heap,
            order_reading,
            order_centre_first,
            order_threats,
            order_takes,
            minimax,
            alpha_beta,
            alpha_beta_short,
            table,
            deepening,
            on,
            off,
            no_pause,
        ]);
        let Seats {
            you,
            ai,
            ai_mark,
            ai_number,
            player,
            player_short,
            human,
        } = seats;
        fixed(&[you, ai, human]);
        let Title {
            your_move_mark,
            your_move,
            ai_thinking,
            you_win,
            ai_wins,
            draw,
            wins: _,
            thinking: _,
            to_move_paused: _,
            to_move: _,
            you_to_move,
            tally,
            tally_no_draws,
        } = title;
        fixed(&[your_move, you_win, ai_wins, draw, you_to_move]);
        let HeapWords {
            title: heap_title,
            no_bones_left,
            bones_left,
            bones_left_short,
            you_took,
            ai_took,
            player_took,
            rule,
            more_above,
            small_heap,
        } = heap;
        fixed(&[heap_title, no_bones_left, rule]);
        let Info {
            game,
            game_short,
            you_started,
            started: _,
            in_a_row,
            last_bone_wins,
            versus: _,
            versus_short: _,
        } = info;
        fixed(&[you_started, last_bone_wins]);
        let MoveList {
            no_move_yet,
            undone,
            number,
            by,
            mv,
            both_counts,
            one_count,
        } = move_list;
        fixed(&[no_move_yet, number, by, mv, both_counts]);
        fixed(one_count);
        let Values {
            ai_wins_in: _,
            ai_loses_in: _,
            draw_with_perfect_play,
            no_forced_result,
            even_estimate,
            ai_estimate,
            heap_wins,
            heap_loses,
            win,
            loss,
            draw: draws,
            worse_than_best: _,
            exact: _,
            at_most: _,
            at_least: _,
            cut_below,
            table_bound_below,
            cuts_skipped: _,
            table_bounds: _,
            skipped_and,
            stopped,
            alpha_beta_gave_up,
            nothing_to_recount,
            minimax_gave_up,
            saving_bound,
            pruned_nothing,
            saving,
            more_positions,
        } = values;
        fixed(&[draw_with_perfect_play, even_estimate, nothing_to_recount]);
        fixed(&[
            &(cut_below)("…", 1),
            &(cut_below)("…", 3),
            &(table_bound_below)("…"),
        ]);
        fixed(draws);
        let _ = skipped_and;
        for (cuts, moves, table_bounds) in [(1, 1, 0), (2, 5, 0), (0, 0, 1), (0, 0, 2), (1, 2, 1)] {
            all.push(self.skipped_below(&Skipped {
                cuts,
                moves,
                table_bounds,
            }));
        }
        for proof in [Proof::Exact, Proof::AtMost, Proof::AtLeast] {
            for verdict in [
                Verdict::Win(1),
                Verdict::Win(5),
                Verdict::Loss(2),
                Verdict::Loss(6),
                Verdict::Draw,
                Verdict::Undecided,
                Verdict::Estimate,
            ] {
                all.extend(self.outcome(proof, verdict, &Skipped::default()));
                if proof == Proof::Exact {
                    all.extend(self.worse_than_best(verdict));
                }
            }
        }
        let mut fixed = |texts: &[&str]| all.extend(texts.iter().map(|t| (*t).to_owned()));
        let Panel {
            intro_title,
            two_players,
            two_players_text,
            intro_heading,
            intro_now,
            intro_points,
            intro_change,
            intro_learn,
            intro_orders,
            intro_table_off,
            intro_table_on,
            intro_terms,
            settings_no_limit: _,
            settings_limit: _,
            settings_deepening: _,
            settings_deepening_limit: _,
            at_limit_draw: _,
            at_limit_heuristic: _,
            at_limit_heap: _,
            table_hits,
            table_size,
            no_table,
            table_bare,
            plus_order,
            plus_table,
            ai_search: panel_ai_search,
            deepening: deepening_line,
            solved,
            proven,
            depth_limit_reached,
            time_up,
            esc_pressed,
            deepening_too_big,
            not_counted,
            played,
            played_again: panel_played_again,
            rerun_note,
            positions_searched,
            positions_searched_deep,
            count_time,
            tie_checks: _,
            tie_checks_more: _,
            tie_checks_of_alpha_beta: _,
            still_counting,
            order_searched_more,
            recount_stopped,
            deepening_label,
            exact_label,
            search_value,
            source_book,
            source_solved,
            source_unsolved,
            exact_book,
            exact_solved,
            exact_solved_short,
            exact_out_of_time,
            exact_no_memory,
            exact_no_thread,
            value,
            value_line,
            expected,
            legend_played,
            legend_choice,
            legend_search_choice,
            by_the_search,
            legend_tied,
            legend_tied_random,
            legend_bound,
            legend_worse,
            legend_answer,
            terms_key,
            move_heading,
            score_heading,
            outcome_heading,
            more_moves,
        } = panel;
        fixed(&[
            intro_title,
            two_players,
            two_players_text,
            intro_heading,
            intro_change,
            intro_learn,
            no_table,
            table_bare,
            solved,
            proven,
            depth_limit_reached,
            time_up,
            esc_pressed,
            not_counted,
            positions_searched,
            recount_stopped,
            deepening_label,
            exact_label,
            search_value,
            exact_no_memory,
            exact_no_thread,
            source_book,
            source_solved,
            source_unsolved,
            value,
            expected,
            legend_played,
            legend_choice,
            legend_search_choice,
            legend_tied,
            legend_tied_random,
            legend_bound,
            legend_worse,
            legend_answer,
            terms_key,
            move_heading,
            score_heading,
            outcome_heading,
            panel_ai_search,
        ]);
        fixed(intro_points);
        fixed(intro_orders);
        fixed(&[intro_table_off, intro_table_on]);
        fixed(&[&intro_terms(intro_orders[0], intro_table_off)]);
        fixed(rerun_note);
        let Glossary {
            title: glossary_title,
            title_scroll,
            more_below,
            separator: _,
            entries,
            perfect_entry,
        } = glossary;
        fixed(&[glossary_title, title_scroll, more_below]);
        for (term, meaning) in entries.iter().chain([perfect_entry]) {
            fixed(&[term, meaning]);
        }
        let Chart { heading, scale } = chart;
        fixed(&[heading, scale]);
        let StatusLine {
            ai_searching,
            searching_again,
            esc_plays_now,
            playing_best,
            live_best,
            live_positions,
            paused,
            autoplay,
            press_n,
            too_small,
        } = status;
        fixed(&[
            ai_searching,
            searching_again,
            esc_plays_now,
            playing_best,
            paused,
            press_n,
        ]);
        let ExplorerWords {
            recording_title,
            behind,
            ai_search,
            titles,
            titles_behind,
            with_table,
            from_table,
            recording_behind,
            recording,
            recording_text,
            leave,
            move_heading: tree_move_heading,
            score_heading: tree_score_heading,
            window_heading,
            positions_heading,
            window_heading_short,
            positions_heading_short,
            depth_limit,
            wins: tree_wins,
            draw: tree_draw,
            scores: tree_scores,
            cut_row,
            max_cut_short,
            min_cut_short,
            max_cut,
            min_cut,
            cut_details,
            max_to_move: _,
            min_to_move: _,
            exact,
            exact_estimate,
            exact_rule,
            exact_even_limited,
            upper_bound,
            lower_bound,
            exact_nothing_skipped,
            score_for,
            tie_checked,
            searched_with: _,
            looked_up_with,
            below_it: _,
            not_kept,
        } = explorer;
        fixed(&[
            recording_title,
            ai_search,
            recording,
            recording_text,
            leave,
            tree_move_heading,
            tree_score_heading,
            window_heading,
            positions_heading,
            window_heading_short,
            positions_heading_short,
            depth_limit,
            from_table,
            tree_draw,
            exact,
            exact_estimate,
            exact_rule,
            exact_even_limited,
            not_kept,
        ]);
        fixed(&[
            &(upper_bound)("…", "+3"),
            &(lower_bound)("…", "-1"),
            &(exact_nothing_skipped)("+2 ≤ α +3"),
        ]);
        let TechniqueWords {
            title: techniques_title,
            heading: techniques_heading,
            to_depth_draw: _,
            to_depth_heuristic: _,
            to_depth_heap: _,
            to_the_end,
            technique,
            positions,
            time: techniques_time,
            value: techniques_value,
            mv: techniques_mv,
            searching,
            stopped: techniques_stopped,
            waiting,
            gave_up,
            deepened,
            hits,
            fill_in,
            agree,
            differ,
            too_few,
            budget,
            equal_moves,
            more_than_above,
            order_more_than_above,
        } = technique_words;
        fixed(&[
            techniques_title,
            to_the_end,
            technique,
            positions,
            techniques_time,
            techniques_value,
            techniques_mv,
            searching,
            techniques_stopped,
            waiting,
            gave_up,
            fill_in,
            differ,
            too_few,
            equal_moves,
        ]);
        let Help {
            title: help_title,
            panel: help_panel,
            tree: help_tree,
            techniques: help_techniques,
            paged_titles: help_paged_titles,
            files: help_files,
        } = help;
        fixed(&[help_title]);
        fixed(help_paged_titles);
        fixed(help_files);
        fixed(help_panel);
        fixed(help_tree);
        fixed(help_techniques);
        all.extend(key_phrases(keys));
        all.extend(message_phrases(messages, names));

        // The phrases with figures and names, each with a few samples.
        let (n, big) = (3, "2,787");
        let names_to_try = [*ai, *you, "X", "O"];
        for count in [1, 2, 3] {
            all.extend([
                take(count),
                column(count as usize),
                ai_number(count as u8),
                player(count as u8),
                player_short(count as u8),
                you_took(count as usize),
                ai_took(count as usize),
                player_took(&player(count as u8), count as usize),
                more_above(count),
                small_heap(count),
                game_short(count),
                in_a_row(count as usize),
                undone(count as usize),
                self.ai_wins_in(count),
                self.ai_loses_in(count + 1),
                no_forced_result(count),
                more_moves(count as usize),
                live_best(count, "b2"),
                self.to_depth(count, Evaluation::Draw, false),
                self.to_depth(count, Evaluation::Heuristic, false),
                self.to_depth(count, Evaluation::Heuristic, true),
                table_size(u64::from(count)),
            ]);
            all.extend(win(count));
            all.extend(loss(count));
            all.extend(deepened(count));
        }
        for name in names_to_try {
            all.extend([
                ai_mark(name),
                self.third_person(name),
                your_move_mark(name),
                self.seat_wins(name),
                self.seat_thinking(name, "⠋"),
                self.seat_to_move_paused(name),
                self.seat_to_move(name),
                self.seat_started(name),
                game(n, name),
                tree_wins(name),
                tree_scores(name, "12"),
                self.max_to_move(name),
                self.min_to_move(name),
                techniques_heading(&self.seat_to_move(name), to_the_end),
            ]);
            all.extend(self.versus(name, ai));
        }
        let settings_lines = self
            .settings(
                true,
                Reach::Limit(n),
                (Evaluation::Draw, false),
                order_reading,
                no_table,
            )
            .into_iter()
            .chain(self.settings(
                true,
                Reach::Deepening {
                    limit: None,
                    time: "1 s",
                },
                (Evaluation::Heuristic, false),
                order_threats,
                no_table,
            ))
            .chain(self.settings(
                true,
                Reach::Deepening {
                    limit: Some(n),
                    time: "1 s",
                },
                (Evaluation::Draw, false),
                order_reading,
                no_table,
            ))
            .chain(self.settings(
                false,
                Reach::NoLimit,
                (Evaluation::Heuristic, false),
                order_threats,
                &table_hits(16, "38"),
            ))
            .chain(self.settings(
                true,
                Reach::Limit(1),
                (Evaluation::Heuristic, true),
                order_takes,
                no_table,
            ));
        all.extend(settings_lines);
        all.extend(self.tie_checks(403, 2_787, 8, true));
        all.extend(self.tie_checks(13_204, 2_787, 8, true));
        all.extend(self.tie_checks(13_204, 2_787, 1, true));
        all.extend(self.tie_checks(3_759, 2_458, 4, false));
        all.extend(titles("b2", alpha_beta, big, 2_787));
        all.extend(titles("b2", alpha_beta, "1", 1));
        all.extend(titles_behind("b2", alpha_beta, big, 2_787));
        all.extend(titles_behind("b2", alpha_beta, "1", 1));
        all.extend([
            ai_thinking("⠋"),
            tally(you, 1, 2, ai, 3),
            tally_no_draws(you, 1, ai, 3),
            bones_left(7, 10),
            bones_left_short(7, 10),
            ai_estimate(12),
            heap_wins(100),
            heap_loses(-100),
            plus_order_row(order_threats),
            more_than_above(table, &plus_order_row(order_threats)),
            order_more_than_above(&plus_order_row(order_threats), alpha_beta),
            stopped(big),
            alpha_beta_gave_up(alpha_beta),
            minimax_gave_up(minimax, big),
            saving_bound(alpha_beta, "0.209", "479", minimax),
            saving(alpha_beta, "4.7", "21", minimax),
            saving(minimax, "4.7", "21", alpha_beta),
            pruned_nothing(alpha_beta, minimax),
            more_positions(alpha_beta, "1.5", minimax),
            order_searched_more(big, order_centre_first, "1,234", order_reading),
            plus_order(alpha_beta, order_reading),
            plus_table(minimax),
            count_time(big, "1.1 ms"),
            value_line("+997", draw_with_perfect_play),
            exact_book(&value_line("+997", draw_with_perfect_play)),
            exact_solved(big, "1.1 ms", &value_line("+997", draw_with_perfect_play)),
            exact_out_of_time("1.1 ms"),
            exact_solved_short("1.1 ms", &value_line("+997", draw_with_perfect_play)),
            intro_now(eval_draw),
            table_hits(16, "38"),
            deepening_line(8, "", solved, big, "1.1 ms"),
            deepening_line(1, &deepening_too_big(big), solved, big, "1.1 ms"),
            played("b2"),
            panel_played_again("b2"),
            positions_searched_deep(15),
            by_the_search("col 4"),
            still_counting(minimax),
            live_positions(big),
            autoplay(no_pause),
            too_small(40, 10, 76, 20),
            behind("b2"),
            with_table(alpha_beta),
            recording_behind("b2"),
            cut_row("c2 a3", 2, "…"),
            cut_row("c2", 1, "…"),
            max_cut_short("X", "O", "+3", "0", &self.of("O")),
            min_cut_short("X", "O", "0", "0", &self.of("X")),
            max_cut("X", "O", "+3", "0", &self.of("O")),
            min_cut("X", "O", "0", "0", &self.of("X")),
            cut_details("…"),
            score_for("≤ 0", "X", exact),
            tie_checked("≤ 0"),
            self.searched_with("-∞", "+∞", big, 2_787, true),
            self.searched_with("+999", "+∞", "1", 1, false),
            looked_up_with("0", "+∞"),
            hits(table, "38"),
            agree(eval_draw),
            budget("10,000,000"),
        ]);
        all.extend(step_phrases(steps, &keys.steps));
        all.extend(home_phrases(self, &keys.home));
        all.extend(practice_phrases(practice, &keys.practice));
        all.extend(lesson_phrases(lessons, &keys.lessons));
        all.extend(catalog::catalog_texts(*lang));
        all
    }
}
