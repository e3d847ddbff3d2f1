/**
 * The CLI reference, read from the commander program the CLI runs (`createProgram`), never
 * run: every command with its arguments and options, their descriptions and defaults.
 */
import type { createProgram } from '../../packages/sitegen/src/cli/program.js';

/** commander's Command, as the CLI makes it (commander is a dependency of the core, not of this folder) */
type Command = ReturnType<typeof createProgram>;

export interface CliOption {
  flags: string;
  description: string;
  defaultValue?: string;
}

export interface CliCommand {
  /** 'build [dir]' */
  usage: string;
  description: string;
  options: CliOption[];
}

function optionsOf(command: Command): CliOption[] {
  return command.options.map((option) => ({
    flags: option.flags,
    description: option.description,
    // a flag's `false` default only says it is off
    ...(option.defaultValue === undefined || option.defaultValue === false ? {} : { defaultValue: JSON.stringify(option.defaultValue) }),
  }));
}

/** The program's own options (`--verbose`, `--version`), and each command. */
export function readCli(program: Command): { global: CliOption[]; commands: CliCommand[] } {
  const helpOption = { flags: '-h, --help', description: 'show the help of the program or of a command' };
  return {
    global: [...optionsOf(program), helpOption],
    commands: program.commands.map((command) => ({
      usage: [command.name(), ...command.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`))].join(' '),
      description: command.description(),
      options: optionsOf(command),
    })),
  };
}
