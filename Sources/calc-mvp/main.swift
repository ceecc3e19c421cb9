import CalculatorCLI
import MVP

CalculatorCommand<MVPApp>.main()
