from puzzles.cli import main

main()
